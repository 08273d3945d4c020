import { type FieldError, type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form'
import type { z } from 'zod'

/**
 * React Hook Form's resolver for a zod schema: the form's values are the schema's input, what
 * handleSubmit passes on is its output (trimmed, defaulted), and each field shows the first message
 * zod gives for its path ("address.pin" nests as RHF expects). Ours rather than
 * @hookform/resolvers, which brought optional peers (ajv 8) the rest of the tree contradicts.
 */
export function zodResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: FieldErrors<z.input<Schema>> = {}
    const seen = new Set<string>()
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.')
      if (seen.has(path)) continue
      seen.add(path)
      const error: FieldError = { type: issue.code, message: issue.message }
      if (path === '') errors.root = error
      else set(errors, path, error)
    }
    return { values: {}, errors }
  }
}
