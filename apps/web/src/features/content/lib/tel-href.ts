/** "tel:+918045678900" from a phone number written for people ("+91 80 4567 8900"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
