/**
 * A LIKE pattern matching `term` anywhere (docs/spec.md's `$containsi`): the user's `%`, `_` and
 * `\` are escaped so they match themselves, not any text.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** The same, lowercased, for `lower(column) like pattern`. */
export const lowerContainsPattern = (term: string) => containsPattern(term.toLowerCase())
