export type JobLogger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void }

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

  function tick() {
    timer = undefined
    inFlight = run()
      .then((done) => {
        if (done > 0) logger.info({ job: name, done }, `${name}: done`)
      })
      .catch((error: unknown) => logger.error({ err: error, job: name }, `${name}: failed`))
      .finally(() => {
        // unref: the timer must not keep a finished process alive.
        if (!stopping) timer = setTimeout(tick, intervalMs).unref()
      })
  }
  timer = setTimeout(tick, firstRunMs).unref()

  return {
    async stop() {
      stopping = true
      if (timer) clearTimeout(timer)
      await inFlight
    },
  }
}
