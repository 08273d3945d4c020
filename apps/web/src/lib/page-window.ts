/**
 * The page numbers a pager shows: the first, the last, and `radius` either side of the current
 * one, with null where a run of pages is left out ("1 … 4 5 6 … 12").
 */
export function pageWindow(page: number, pageCount: number, radius = 1): Array<number | null> {
  const pages: Array<number | null> = []
  for (let number = 1; number <= pageCount; number++) {
    const isNear = Math.abs(number - page) <= radius
    // A gap of exactly one page shows that page rather than an ellipsis standing for it.
    const fillsGap =
      (number === 2 && page - radius === 3) || (number === pageCount - 1 && page + radius === pageCount - 2)
    if (number === 1 || number === pageCount || isNear || fillsGap) pages.push(number)
    else if (pages.at(-1) !== null) pages.push(null)
  }
  return pages
}
