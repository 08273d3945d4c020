/** HTML that is already safe to place in a page or an e-mail: built only by `html` or `rawHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for an HTML element body or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

type HtmlValue = string | number | SafeHtml | null | undefined | readonly HtmlValue[]

function render(value: HtmlValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof SafeHtml) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(String(value))
}

/**
 * Tagged template that escapes every interpolated value unless it is SafeHtml, so a template
 * author has to opt out of escaping instead of remembering to opt in.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '')
  })
  return new SafeHtml(out)
}

/** Marks trusted markup (a template's own constant HTML) as safe; never pass user input. */
export function rawHtml(markup: string): SafeHtml {
  return new SafeHtml(markup)
}

/**
 * Only http(s) links go into an href: a `javascript:` or `data:` URL would run in a mail client
 * or on the mailbox page. Anything else becomes a harmless '#'.
 */
export function safeUrl(url: string): string {
  return URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol) ? url : '#'
}

/** Plain text with its line breaks kept: each line escaped, joined by <br>. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(
    text
      .split(/\r\n|\r|\n/)
      .map(escapeHtml)
      .join('<br>'),
  )
}
