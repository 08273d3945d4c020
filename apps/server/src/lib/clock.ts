/** Time comes from here, so expiry rules can be tested without waiting. */
export type Clock = { now(): Date }

export const systemClock: Clock = { now: () => new Date() }

/** A clock tests can move forward. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (date) => {
      current = date.getTime()
    },
  }
}

/** The IST (UTC+5:30) calendar day of an instant, as YYYY-MM-DD: the day a shop in India counts a sale on. */
export { indiaDay as istDay } from '@haat/shared/india'
