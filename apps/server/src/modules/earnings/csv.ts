/**
 * What a spreadsheet would run as a formula when a cell starts with it (OWASP's CSV injection
 * list): = + - @, a tab or a carriage return, and their full-width forms, which some spreadsheets
 * read the same way.
 */
const FORMULA_LEAD = /^[=+\-@\t\r＝＋－＠]/
/** A plain number ("-1250.50"): kept as it is, so amounts stay numbers in the spreadsheet. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/** Rows as CSV (RFC 4180): cells with commas, quotes or line breaks quoted, lines ended by CRLF. */
export function csv(rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)
  // A cell that would be read as a formula is prefixed with ', which spreadsheets show as text.
  const safe = (value: string) => (FORMULA_LEAD.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value)
  return rows.map((r) => r.map((v) => cell(safe(v))).join(',')).join('\r\n') + '\r\n'
}
