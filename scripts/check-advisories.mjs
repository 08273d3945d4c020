// The advisory check CI runs: every package in package-lock.json, asked of OSV.dev's batch API
// (https://google.github.io/osv.dev/post-v1-querybatch/), which needs no npm audit endpoint. Exits 1
// when a package has a known advisory not answered for in osv-allow.json (its id, why, until when),
// naming each; 0 when none. Where OSV cannot be reached (a machine without internet), it says so and
// exits 0, unless OSV_REQUIRED=1 (the release workflow), where that is a failure too.
//
//   node scripts/check-advisories.mjs            OSV_API_URL overrides https://api.osv.dev
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** OSV answers at most 1,000 queries a batch. */
const BATCH = 1000
const TIMEOUT_MS = 15_000

/** Every installed package of the lock file once, as OSV's npm queries. */
export function lockfileQueries(lock) {
  const seen = new Set()
  const queries = []
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (!where.includes('node_modules/') || entry.link || !entry.version) continue
    const name = entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const key = `${name}@${entry.version}`
    if (seen.has(key)) continue
    seen.add(key)
    queries.push({ package: { name, ecosystem: 'npm' }, version: entry.version })
  }
  return queries
}

async function post(api, path, body) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`OSV answered ${response.status} to ${path}`)
  return response.json()
}

/**
 * The advisories of the lock file's packages: [{ id, package, version }], the allowed ones left out.
 * Throws an error with `unreachable: true` when OSV cannot be reached at all.
 */
export async function findAdvisories({ lock, allowed = [], api = 'https://api.osv.dev', now = new Date() }) {
  const queries = lockfileQueries(lock)
  const stillAllowed = new Set(allowed.filter((entry) => new Date(entry.until) > now).map((entry) => entry.id))
  const found = []
  for (let start = 0; start < queries.length; start += BATCH) {
    const batch = queries.slice(start, start + BATCH)
    let answer
    try {
      answer = await post(api, '/v1/querybatch', { queries: batch })
    } catch (error) {
      if (error instanceof TypeError || error?.name === 'TimeoutError') {
        throw Object.assign(new Error(`OSV could not be reached at ${api} (${error.cause?.code ?? error.message})`), {
          unreachable: true,
        })
      }
      throw error
    }
    if (!Array.isArray(answer.results) || answer.results.length !== batch.length) {
      throw new Error('OSV answered a batch with a different number of results than queries')
    }
    answer.results.forEach((result, index) => {
      for (const vuln of result.vulns ?? []) {
        if (stillAllowed.has(vuln.id)) continue
        found.push({ id: vuln.id, package: batch[index].package.name, version: batch[index].version })
      }
    })
  }
  return { checked: queries.length, advisories: found }
}

async function main() {
  const root = new URL('../', import.meta.url)
  const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'))
  const allowed = JSON.parse(readFileSync(new URL('osv-allow.json', root), 'utf8')).allowed
  const api = process.env.OSV_API_URL || 'https://api.osv.dev'
  try {
    const { checked, advisories } = await findAdvisories({ lock, allowed, api })
    if (advisories.length === 0) {
      console.log(`check-advisories: ${checked} packages, no known advisory (OSV, ${api}).`)
      return
    }
    console.error(`check-advisories: ${advisories.length} known advisories in ${checked} packages:`)
    for (const advisory of advisories) {
      console.error(`  ${advisory.package}@${advisory.version}: https://osv.dev/vulnerability/${advisory.id}`)
    }
    console.error('Upgrade them (npm update, or an override), or answer for one in osv-allow.json.')
    process.exitCode = 1
  } catch (error) {
    if (error.unreachable && process.env.OSV_REQUIRED !== '1') {
      console.log(`NOTICE: ${error.message}; skipping the advisory check (OSV_REQUIRED=1 makes this a failure).`)
      return
    }
    console.error(`check-advisories: ${error.message}`)
    process.exitCode = 1
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
