// Apart from suggestions.ts, which holds zod schemas, so the storefront's header imports no zod.

/** The box asks once this many characters are typed. */
export const SUGGEST_MIN_CHARS = 2
