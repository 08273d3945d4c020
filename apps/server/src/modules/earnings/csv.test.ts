import { describe, expect, it } from 'vitest'
import { csv } from './csv'

describe('csv', () => {
  it('quotes cells with commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(csv([['a,b', 'say "hi"', 'two\nlines'], ['x']])).toBe('"a,b","say ""hi""","two\nlines"\r\nx\r\n')
  })

  it('keeps plain numbers, negative ones too, as numbers', () => {
    expect(csv([['-1250.50', '42', '0.5']])).toBe('-1250.50,42,0.5\r\n')
  })

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+91 98765 43210', "'+91 98765 43210"],
    ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['＝1+1', "'＝1+1"],
    ['－1+1', "'－1+1"],
  ])('neutralises a cell a spreadsheet would run as a formula: %j', (value, expected) => {
    expect(csv([[value]])).toBe(`${expected}\r\n`)
  })
})
