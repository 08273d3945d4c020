/** A case-insensitive `like` pattern for a search term, with the term's own % and _ taken literally. */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
