/** Rows as CSV (RFC 4180): cells with commas, quotes or line breaks quoted, lines ended by CRLF. */
export function csv(rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: it is prefixed with '.
  const safe = (value: string) => (/^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value)
  return rows.map((r) => r.map((v) => cell(safe(v))).join(',')).join('\r\n') + '\r\n'
}
