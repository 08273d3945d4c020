/**
 * JSON that can sit inside a <script> element: `<`, `>` and `&` become \u escapes (still the
 * same JSON), so a product named `</script><script>…` cannot end the element early; U+2028 and
 * U+2029 are escaped too, for older parsers that treat them as line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
