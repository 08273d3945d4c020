// npm test's catalogue check (docs/decisions/035-hindi.md): the message catalogues hold every
// message the code uses, each one translated, and the compiled ones match. It extracts and
// compiles in place, so after a failure the updated files are there to review and commit.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const ROOTS = ['apps/web/src/locales', 'apps/server/src/locales']

function snapshot() {
  const files = new Map()
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else files.set(full, readFileSync(full, 'utf8'))
    }
  }
  ROOTS.forEach(walk)
  return files
}

function lingui(...args) {
  const run = spawnSync('npx', ['lingui', ...args], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` }
}

const before = snapshot()
const extract = lingui('extract', '--clean', '--workers', '1')
if (!extract.ok) {
  console.error(extract.output)
  console.error('i18n: `lingui extract` failed (above).')
  process.exit(1)
}
// --strict: a message without its Hindi is an error, not English on a Hindi page.
const compile = lingui('compile', '--strict', '--verbose', '--workers', '1')
if (!compile.ok) {
  console.error(compile.output)
  console.error('i18n: translations are missing (above): write them in the hi-IN.po files, then `npm run i18n`.')
  process.exit(1)
}
const after = snapshot()
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file))
if (changed.length > 0) {
  console.error(`i18n: the catalogues were behind the code; updated now, commit them:\n  ${changed.join('\n  ')}`)
  process.exit(1)
}
// A message in two of the web's catalogues must read the same in both: the server renders a page
// with them all merged, the browser with the ones loaded, and two readings are a hydration mismatch.
const translations = new Map()
const clashes = []
for (const [file, text] of after) {
  if (!file.startsWith('apps/web/') || !file.endsWith('hi-IN.po')) continue
  for (const block of text.split('\n\n')) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1]
    if (!id || str === undefined) continue
    // A text marked with its English as the id and a message written in a component are two keys;
    // so are one English word in two contexts ("Apply" a coupon, "Apply" to sell).
    const context = /^msgctxt "(.*)"$/m.exec(block)?.[1] ?? ''
    const key = `${block.includes('js-lingui-explicit-id') ? 'id' : 'message'}:${context}:${id}`
    const seen = translations.get(key)
    if (seen && seen.str !== str) clashes.push(`"${id}": "${seen.str}" (${seen.file}) and "${str}" (${file})`)
    else translations.set(key, { str, file })
  }
}
if (clashes.length > 0) {
  console.error(`i18n: these messages read differently in two catalogues; make them one:\n  ${clashes.join('\n  ')}`)
  process.exit(1)
}
console.log('i18n: every message is in both catalogues, translated the same everywhere and compiled.')
