// npm run test:e2e: Playwright in Debian's Chromium against the production build on a fresh database.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. Install Debian's: apt-get install -y chromium`)
  process.exit(1)
}
buildIfNeeded()
const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-e2e-'))
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, HAAT_E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
})
rmSync(dataDir, { recursive: true, force: true })
process.exit(result.status ?? 1)
