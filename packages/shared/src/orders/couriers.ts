/**
 * The couriers Haat knows, with the public page that tracks a shipment. A seller types the
 * courier's name; a name matched here (any case, spaces ignored, or one of its other names) gets a
 * tracking link. A page that takes no number in its address opens on its own search form.
 */
const COURIERS = [
  {
    name: 'Delhivery',
    aliases: [],
    url: (n: string) => `https://www.delhivery.com/track-v2/package/${n}`,
  },
  {
    name: 'Blue Dart',
    aliases: ['bluedartexpress'],
    url: (n: string) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${n}`,
  },
  { name: 'DTDC', aliases: [], url: (n: string) => `https://www.dtdc.in/trace.asp?strCnno=${n}` },
  {
    name: 'Ekart',
    aliases: ['ekartlogistics', 'flipkartekart'],
    url: (n: string) => `https://ekartlogistics.com/shipmenttrack/${n}`,
  },
  {
    name: 'India Post',
    aliases: ['speedpost', 'indiapostspeedpost'],
    url: () => 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
  { name: 'Xpressbees', aliases: [], url: (n: string) => `https://www.xpressbees.com/shipment/tracking?awbNo=${n}` },
  { name: 'Shadowfax', aliases: [], url: (n: string) => `https://tracker.shadowfax.in/#/track/${n}` },
  { name: 'Ecom Express', aliases: [], url: (n: string) => `https://ecomexpress.in/tracking/?awb_field=${n}` },
] as const

/** The known couriers' names, for the ship form's suggestions. */
export const KNOWN_COURIERS: readonly string[] = COURIERS.map((c) => c.name)

const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '')

/** The courier's tracking page for this shipment, or null for a courier Haat does not know. */
export function courierTrackingUrl(courierName: string | null, trackingNumber: string | null): string | null {
  if (!courierName || !trackingNumber) return null
  const key = squash(courierName)
  const courier = COURIERS.find((c) => squash(c.name) === key || (c.aliases as readonly string[]).includes(key))
  return courier ? courier.url(encodeURIComponent(trackingNumber.trim())) : null
}
