// Builds the web app and the server when a source file is newer than the last build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const stamp = path.join(root, 'apps/server/dist/.build-stamp')
const sources = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
]

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/** `quiet`: the build's output is shown only when it fails (a check that builds on the way). */
export function buildIfNeeded({ quiet = false } = {}) {
  const outputs = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js']
  const built =
    existsSync(stamp) && outputs.every((file) => existsSync(path.join(root, file))) ? statSync(stamp).mtimeMs : 0
  const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))))
  if (built >= changed) return
  console.log(built ? 'Sources changed since the last build; building…' : 'Building Haat (first run)…')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' })
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout}${result.stderr}`)
    process.exit(result.status ?? 1)
  }
}

/** Records that a full build just finished (npm run build calls this last). */
export function writeStamp() {
  writeFileSync(stamp, new Date().toISOString())
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--stamp')) writeStamp()
  else buildIfNeeded()
}
