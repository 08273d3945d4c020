import autocannon from 'autocannon'

export type ScenarioRow = {
  scenario: string
  requestsPerSecond: number
  p50: number
  p90: number
  p99: number
  errors: number
  non2xx: number
  requests: number
}

export type Scenario = {
  name: string
  /** Builds each request: path, method, headers and body (a different customer per call where it matters). */
  request: (n: number) => { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: unknown }
  /** Stop after this many requests even before the time is up (orders: one per prepared cart). */
  amount?: number
}

/** Drives one scenario with autocannon: `connections` at once for `seconds`. */
export async function runScenario(
  url: string,
  scenario: Scenario,
  options: { connections: number; seconds: number },
): Promise<ScenarioRow> {
  let n = 0
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    ...(scenario.amount ? { amount: scenario.amount } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const built = scenario.request(n++)
          const json = built.body === undefined ? undefined : JSON.stringify(built.body)
          return {
            ...request,
            method: built.method ?? 'GET',
            path: built.path,
            headers: {
              ...(json ? { 'content-type': 'application/json' } : {}),
              ...built.headers,
            },
            ...(json ? { body: json } : {}),
          }
        },
      },
    ],
  })
  return {
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  }
}

export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0]!)
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)))
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')
  console.log(line(columns))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))))
}
