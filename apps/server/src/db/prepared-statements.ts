import { createHash } from 'node:crypto'
import pg from 'pg'

/**
 * Every data query runs as a named prepared statement (docs/decisions/032-prepared-statements.md):
 * PostgreSQL parses it once per connection and, after a few runs, reuses one plan, where an
 * unnamed query is parsed and planned on every call. Planning was most of the cost of Haat's
 * short queries (the product page: 1.1 ms to plan, 0.1 ms to run; an order: 30 statements).
 */

/** One data command: SELECT, INSERT, UPDATE, DELETE or WITH. DDL, BEGIN and the like stay unnamed. */
const DATA_COMMAND = /^\s*(select|insert|update|delete|with)\b/i

/**
 * Statements one connection keeps at most; past it, new texts run unnamed. Texts vary only with
 * the shape of a query (which filters are ticked, how many ids an `in (…)` list has; lists a
 * shopper chooses are one array parameter), so a few hundred cover Haat; the cap bounds the
 * server's memory per connection whatever happens.
 */
const MAX_STATEMENTS_PER_CONNECTION = 1_000

/** Statement names by text, shared by all connections: a text is hashed once. A few MB at most. */
const names = new Map<string, string>()
const MAX_NAMES = 2_000

function nameOf(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    name = `haat_${createHash('sha1').update(text).digest('base64url')}`
    if (names.size >= MAX_NAMES) names.clear()
    names.set(text, name)
  }
  return name
}

type QueryConfig = { text?: unknown; name?: unknown }

/** A pg client that names its data queries; the pool makes its connections from it. */
export class PreparingClient extends pg.Client {
  readonly prepared = new Set<string>()
}

const plainQuery = pg.Client.prototype.query
PreparingClient.prototype.query = function (this: PreparingClient, config: unknown, ...rest: unknown[]) {
  if (typeof config === 'object' && config !== null) {
    const { text, name } = config as QueryConfig
    if (name === undefined && typeof text === 'string' && DATA_COMMAND.test(text)) {
      const named = nameOf(text)
      if (this.prepared.has(named) || this.prepared.size < MAX_STATEMENTS_PER_CONNECTION) {
        this.prepared.add(named)
        config = { ...config, name: named }
      }
    }
  }
  return (plainQuery as (...args: unknown[]) => unknown).call(this, config, ...rest)
} as typeof plainQuery
