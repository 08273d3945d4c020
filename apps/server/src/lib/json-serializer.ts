import fastJsonStringify from 'fast-json-stringify'
import { z } from 'zod'

/**
 * A serializer compiled from a response schema (fast-json-stringify, as Fastify compiles JSON
 * schemas): it writes exactly the schema's properties, without validating the value again. For
 * hot answers whose values the code built from typed rows; everywhere else the zod serializer
 * (app.ts) validates every answer.
 */
export function compileSerializer<T>(schema: z.ZodType<T>): (value: T) => string {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as (value: T) => string
}
