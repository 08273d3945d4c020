import { fill } from '../texts'

/** How a courier writes its tracking numbers (AWB), for the ship form's check. */
type AwbFormat = { pattern: RegExp; says: string }

/** Any courier's: letters and digits (a hyphen allowed), 6 to 30 of them. */
const ANY_AWB: AwbFormat = {
  pattern: /^[A-Z0-9][A-Z0-9-]{4,28}[A-Z0-9]$/,
  says: /*i18n*/ '6 to 30 letters and digits',
}

/**
 * The couriers Haat knows, with the public page that tracks a shipment and, where the courier
 * publishes one, its AWB format (India Post's is the UPU S10 standard). A seller types the
 * courier's name; a name matched here (any case, spaces ignored, or one of its other names) gets a
 * tracking link. A page that takes no number in its address opens on its own search form.
 */
const COURIERS = [
  {
    name: 'Delhivery',
    aliases: [],
    url: (n: string) => `https://www.delhivery.com/track-v2/package/${n}`,
    awb: { pattern: /^\d{10,15}$/, says: /*i18n*/ '10 to 15 digits' },
  },
  {
    name: 'Blue Dart',
    aliases: ['bluedartexpress'],
    url: (n: string) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${n}`,
    awb: { pattern: /^\d{11}$/, says: /*i18n*/ '11 digits' },
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
    awb: {
      pattern: /^[A-Z]{2}\d{9}IN$/,
      says: /*i18n*/ '2 letters, 9 digits and IN, like EE123456789IN',
    },
  },
  { name: 'Xpressbees', aliases: [], url: (n: string) => `https://www.xpressbees.com/shipment/tracking?awbNo=${n}` },
  { name: 'Shadowfax', aliases: [], url: (n: string) => `https://tracker.shadowfax.in/#/track/${n}` },
  { name: 'Ecom Express', aliases: [], url: (n: string) => `https://ecomexpress.in/tracking/?awb_field=${n}` },
] as const

/** The known couriers' names, for the ship form's suggestions. */
export const KNOWN_COURIERS: readonly string[] = COURIERS.map((c) => c.name)

const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '')

function findCourier(courierName: string) {
  const key = squash(courierName)
  return COURIERS.find((c) => squash(c.name) === key || (c.aliases as readonly string[]).includes(key))
}

/** The courier's tracking page for this shipment, or null for a courier Haat does not know. */
export function courierTrackingUrl(courierName: string | null, trackingNumber: string | null): string | null {
  if (!courierName || !trackingNumber) return null
  const courier = findCourier(courierName)
  return courier ? courier.url(encodeURIComponent(trackingNumber.trim())) : null
}

/** A tracking number as stored: capitals, without the spaces a seller may copy with it. */
export const normaliseAwb = (trackingNumber: string) => trackingNumber.replace(/\s+/g, '').toUpperCase()

/**
 * Why this tracking number cannot be the courier's (its length or characters), or null when it
 * can be. A courier Haat does not know gets the general check only.
 */
export function awbProblem(courierName: string, trackingNumber: string): string | null {
  const courier = findCourier(courierName)
  const format: AwbFormat = (courier && 'awb' in courier ? courier.awb : undefined) ?? ANY_AWB
  if (format.pattern.test(normaliseAwb(trackingNumber))) return null
  return fill(/*i18n*/ 'A {courier} tracking number is {format}. Check it on the courier’s receipt.', {
    courier: courier?.name ?? courierName.trim(),
    format: format.says,
  })
}
