// Error and validation texts in the visitor's language (docs/decisions/035-hindi.md). Schemas and
// services say their texts in English, marked `/*i18n*/ 'Enter a 6-digit PIN code.'`: the English
// is the message's id in the catalogues, so one string works where no language is known (logs,
// tests, the API's other callers) and is translated where one is (the server's error replies, a
// form's field errors). A text with a value in it is written as a template once and filled.

/** "{label} is required." with { label: 'Courier' } → "Courier is required.". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** What translating needs of a Lingui instance in the wanted language. */
export interface TextCatalogue {
  _(id: string, values?: Record<string, unknown>): string
  readonly messages: Readonly<Record<string, unknown>>
}

interface Template {
  id: string
  pattern: RegExp
  names: string[]
  /** How much of it is fixed text: the more, the more specific. */
  fixed: number
}

// Per catalogue, remade when it grows (Lingui adds an area's messages to the same object).
const TEMPLATES = new WeakMap<object, { size: number; templates: Template[] }>()

/** The catalogue's filled-in texts ("{label} is required."), each as the pattern of its English. */
function templatesOf(messages: Readonly<Record<string, unknown>>): Template[] {
  const ids = Object.keys(messages)
  const known = TEMPLATES.get(messages)
  if (known?.size === ids.length) return known.templates
  const templates: Template[] = []
  for (const id of ids) {
    const names = [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
    const words = id.replace(/\{\w+\}/g, '')
    // Not a template: no placeholder, an ICU plural or select, or (matching anything) no words.
    if (names.length === 0 || /[{}]/.test(words) || words.trim().length < 3) continue
    const source = id
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)')
    templates.push({ id, pattern: new RegExp(`^${source}$`, 's'), names, fixed: words.length })
  }
  // The most specific first: "{count} items left." before "{what} left.".
  templates.sort((a, b) => b.fixed - a.fixed)
  TEMPLATES.set(messages, { size: ids.length, templates })
  return templates
}

/**
 * An English text in the catalogue's language: its own translation, or a template's with its
 * values (themselves translated when they are texts, such as a field's label); else as it came
 * (a text already translated, or one the catalogue does not know).
 */
export function translateText(catalogue: TextCatalogue, text: string, depth = 0): string {
  const { messages } = catalogue
  if (Object.hasOwn(messages, text)) return catalogue._(text)
  // A value may be a filled-in text itself ("'Diya': Only 2 left."): one level down, no further.
  if (depth > 1) return text
  for (const template of templatesOf(messages)) {
    const match = template.pattern.exec(text)
    if (!match) continue
    const values: Record<string, string> = {}
    template.names.forEach((name, index) => {
      values[name] = translateText(catalogue, match[index + 1] ?? '', depth + 1)
    })
    return catalogue._(template.id, values)
  }
  return text
}
