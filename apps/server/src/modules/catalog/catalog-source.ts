import { sql } from 'drizzle-orm'
import { type Db, queryRows, type ReadOn } from '../../db/client'

/**
 * Where the public catalogue's reads go (product lists, product pages, search, sitemap): a
 * streaming replica when DATABASE_REPLICA_URL is set, else the primary. Everything that writes or
 * must be current (cart, checkout, payments, seller and admin screens) keeps to the primary.
 *
 * A replica runs a little behind. The catalogue cache is cleared by changes announced on the
 * primary, and a page read from a replica that has not replayed the change yet would be cached
 * stale until the next change. So each change heard moves a mark: the primary's WAL position just
 * after it (`pg_current_wal_lsn()`, asked once the announcement has arrived, so after its commit).
 * Reads go to the replica only once it has replayed past the mark
 * (`pg_last_wal_replay_lsn()`); until then, and while the mark is being asked for, the primary
 * answers. A replica that does not answer is left alone for a few seconds.
 */
export type CatalogSource = {
  /** Runs a catalogue read on the replica when it is current enough, else on the primary. */
  read: ReadOn
  /** Told of every catalogue change heard (catalog-changes.ts), before the cache is cleared of it. */
  changeHeard(): void
  /** How reads went, for /metrics. */
  stats(): { replica: number; primary: number }
}

/** After a replica fails to answer, reads stay on the primary this long. */
const REPLICA_REST_MS = 5_000

/** A WAL position ("16/B374D848") as a number that orders as the log does. */
export function parseLsn(lsn: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn.trim())
  if (!match?.[1] || !match[2]) throw new Error(`Not a WAL position: ${lsn}`)
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`)
}

/** Reads on the primary only: no replica configured (or PGlite). */
export function primaryOnly(primary: Db): CatalogSource {
  let reads = 0
  return {
    read: (work) => {
      reads += 1
      return work(primary)
    },
    changeHeard: () => {},
    stats: () => ({ replica: 0, primary: reads }),
  }
}

export function replicaSource(deps: {
  primary: Db
  replica: Db
  now?: () => number
  /** Told once each time the replica stops answering. */
  onReplicaError?: (error: unknown) => void
}): CatalogSource {
  const { primary, replica } = deps
  const now = deps.now ?? Date.now
  /** The primary's position after the last change heard: the replica must have replayed this far. */
  let mark = 0n
  /** Changes heard whose position is not known yet (a read meanwhile goes to the primary). */
  let marking: Promise<void> | null = null
  let markAgain = false
  /** How far the replica was last seen to have replayed. */
  let replayed = -1n
  let checking: Promise<boolean> | null = null
  let restUntil = 0
  const counts = { replica: 0, primary: 0 }

  const takeMark = async () => {
    do {
      markAgain = false
      try {
        const [row] = await queryRows<{ lsn: string }>(primary, sql`select pg_current_wal_lsn()::text as lsn`)
        if (row) mark = parseLsn(row.lsn)
      } catch {
        // The primary is away: its reads fail anyway; the replica waits for the next change.
        mark = 1n << 62n
      }
    } while (markAgain)
    marking = null
  }

  const replicaFailed = (error: unknown) => {
    if (now() >= restUntil) deps.onReplicaError?.(error)
    restUntil = now() + REPLICA_REST_MS
  }

  /** True when the replica has replayed past the mark (asked once for all reads waiting on it). */
  const replicaCurrent = (): Promise<boolean> => {
    if (replayed >= mark) return Promise.resolve(true)
    checking ??= (async () => {
      try {
        const [row] = await queryRows<{ lsn: string | null }>(
          replica,
          sql`select pg_last_wal_replay_lsn()::text as lsn`,
        )
        // Not in recovery (a promoted replica, or a copy that is not one): it is current.
        replayed = row?.lsn ? parseLsn(row.lsn) : 1n << 63n
      } catch (error) {
        replicaFailed(error)
        return false
      } finally {
        checking = null
      }
      return replayed >= mark
    })()
    return checking
  }

  return {
    read: async (work) => {
      if (marking === null && now() >= restUntil && (await replicaCurrent()) && marking === null) {
        try {
          const result = await work(replica)
          counts.replica += 1
          return result
        } catch (error) {
          // Only a replica that cannot be reached hands the read to the primary; a bad query fails.
          if (!isConnectionError(error)) throw error
          replicaFailed(error)
        }
      }
      counts.primary += 1
      return work(primary)
    },
    changeHeard: () => {
      if (marking) markAgain = true
      else marking = takeMark()
    },
    stats: () => ({ ...counts }),
  }
}

/**
 * A connection that failed or was refused (no SQLSTATE, or class 08 "connection exception", or
 * 57P "operator intervention": the server shutting down), as opposed to an error in the query.
 */
function isConnectionError(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own, with the original as `cause`.
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | undefined
  const code = failure?.code ?? failure?.cause?.code
  if (typeof code !== 'string') return true
  return code.startsWith('08') || code.startsWith('57P') || /^E[A-Z]+$/.test(code)
}
