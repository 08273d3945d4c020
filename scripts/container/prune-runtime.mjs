// The image's runtime stage, after `npm ci --omit=dev -w apps/server` (install-runtime.sh): leaves
// node_modules holding only what the server can load, and prints what that weighs.
//
// npm keeps more than the server needs: a package that is a dev tool of the repository and an
// *optional peer* of a production one (TypeScript, Babel and Lingui's macro, through @lingui/core)
// counts as "devOptional" and survives --omit=dev. This walks package-lock.json from apps/server
// through dependencies, optional dependencies and required peers only, resolving each name as
// Node does (the nearest node_modules upwards), and removes every installed package outside that
// set. Then it drops files nothing loads at run time: type declarations, source maps and docs.
//
//   node scripts/container/prune-runtime.mjs [folder]     (default: the current folder)
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(process.argv[2] ?? '.')
const { packages } = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
const START = 'apps/server'

/** The lock entry a package at `from` reaches by `name`: Node's lookup, nearest node_modules first. */
function resolve(from, name) {
  let dir = from
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!dir) return null
    const cut = dir.lastIndexOf('/node_modules/')
    dir = cut >= 0 ? dir.slice(0, cut) : ''
  }
}

const needed = new Set()
const queue = [START]
while (queue.length > 0) {
  const at = queue.pop()
  if (needed.has(at)) continue
  needed.add(at)
  const entry = packages[at]
  if (entry.link) {
    queue.push(entry.resolved)
    continue
  }
  const optionalPeers = entry.peerDependenciesMeta ?? {}
  const names = [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
  ]
  for (const name of names) {
    const found = resolve(at, name)
    // An optional dependency for another platform is in the lock but was never installed.
    if (found && !needed.has(found)) queue.push(found)
  }
}

let removedPackages = 0
for (const key of Object.keys(packages)) {
  if (!key.includes('node_modules/') || needed.has(key)) continue
  const where = path.join(root, key)
  if (!existsSync(where)) continue
  rmSync(where, { recursive: true, force: true })
  removedPackages++
}

// Files only editors, debuggers and readers use. Source maps of the server itself are kept (they
// live in apps/server/dist, not here).
const DROPPED = /(\.d\.[cm]?ts|\.map|\.md|\.markdown)$/i
let removedBytes = 0
function sweep(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const where = path.join(dir, entry.name)
    if (entry.isSymbolicLink()) continue
    if (entry.isDirectory()) sweep(where)
    else if (DROPPED.test(entry.name)) {
      removedBytes += statSync(where).size
      rmSync(where)
    }
  }
}
for (const modules of ['node_modules', 'apps/server/node_modules', 'packages/shared/node_modules']) {
  if (existsSync(path.join(root, modules))) sweep(path.join(root, modules))
}

console.log(
  `prune-runtime: kept ${needed.size - 1} packages the server loads, removed ${removedPackages} it does not ` +
    `and ${(removedBytes / 1048576).toFixed(1)} MB of type declarations, source maps and docs.`,
)
