export type JobLogger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void }

/** What each repeating job in this process last did, by name: /metrics shows it as job lag. */
const jobRuns = new Map<string, { lastSuccessAt: number | null; failures: number }>()

/** The repeating jobs this process runs: when each last succeeded (epoch ms) and how often it failed. */
export function repeatingJobRuns(): ReadonlyMap<string, { lastSuccessAt: number | null; failures: number }> {
  return jobRuns
}

/**
 * Runs `run` every `intervalMs` (the first time after `firstRunMs`), one run at a time, logging
 * what it did and any failure; stop() waits for the run in flight. The work itself must be safe
 * when several processes run it at once (claims under lock, idempotent steps).
 */
export function startRepeatingJob(options: {
  name: string
  run: () => Promise<number>
  logger: JobLogger
  intervalMs: number
  firstRunMs?: number
}) {
  const { name, run, logger, intervalMs, firstRunMs = intervalMs } = options
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let inFlight: Promise<unknown> = Promise.resolve()
  const record = { lastSuccessAt: null as number | null, failures: 0 }
  jobRuns.set(name, record)

  function tick() {
    timer = undefined
    inFlight = run()
      .then((done) => {
        record.lastSuccessAt = Date.now()
        if (done > 0) logger.info({ job: name, done }, `${name}: done`)
      })
      .catch((error: unknown) => {
        record.failures += 1
        logger.error({ err: error, job: name }, `${name}: failed`)
      })
      .finally(() => {
        // unref: the timer must not keep a finished process alive.
        if (!stopping) timer = setTimeout(tick, intervalMs).unref()
      })
  }
  timer = setTimeout(tick, firstRunMs).unref()

  return {
    async stop() {
      stopping = true
      jobRuns.delete(name)
      if (timer) clearTimeout(timer)
      await inFlight
    },
  }
}
