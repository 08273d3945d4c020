// The image's HEALTHCHECK (the slim Node image has no curl): exits 0 when the server in this
// container answers 200 on /api/health/live within 3 seconds, else 1. Liveness only: a database
// blip must not get every healthy container restarted (docs/operations.md, "Health checks").
const port = process.env.PORT || '3000'
const url = `http://127.0.0.1:${port}/api/health/live`

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(3_000) })
  if (response.status !== 200) {
    console.error(`${url} answered ${response.status}`)
    process.exit(1)
  }
  process.exit(0)
} catch (error) {
  console.error(`${url} did not answer: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
