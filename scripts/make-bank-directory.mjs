// Writes apps/server/src/modules/vendors/bank-directory.json, the bank directory Haat ships: each
// bank's 4-letter IFSC code with its name, and the IFSCs a bank lends to a smaller one (sub-members,
// "sublets": HDFC0CAACOB is Akhand Anand Co-op Bank's), from RBI's lists as Razorpay's `ifsc`
// package carries them (MIT). Run it again when that package updates:
//
//   node scripts/make-bank-directory.mjs [version]
//
// The package is fetched with `npm pack`, not installed: its code needs the deprecated `request`
// (47 packages) for an online lookup Haat never makes, and only its data files are used.
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const version = process.argv[2] ?? 'latest'
const out = fileURLToPath(new URL('../apps/server/src/modules/vendors/bank-directory.json', import.meta.url))
const dir = await mkdtemp(path.join(tmpdir(), 'haat-ifsc-'))
try {
  const packed = execFileSync('npm', ['pack', `ifsc@${version}`, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  }).trim()
  execFileSync('tar', ['-xzf', path.join(dir, packed.split('\n').at(-1)), '-C', dir])
  const read = async (file) => JSON.parse(await readFile(path.join(dir, 'package', file), 'utf8'))
  const { version: packageVersion } = await read('package.json')
  const names = await read('src/banknames.json')
  // Full IFSCs, and (custom-sublets.json) some prefixes, of branches that are another bank's.
  const sublets = { ...(await read('src/sublet.json')), ...(await read('src/custom-sublets.json')) }
  const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
  // One entry a line keeps the file readable in a diff.
  const block = (record) =>
    Object.entries(sorted(record))
      .map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(',\n')
  const text = `{
  "source": "RBI's NEFT and RTGS IFSC lists, through Razorpay's ifsc ${packageVersion} (MIT)",
  "banks": {
${block(names)}
  },
  "sublets": {
${block(sublets)}
  }
}
`
  await writeFile(out, text)
  console.log(
    `${Object.keys(names).length} banks, ${Object.keys(sublets).length} sublet IFSCs and prefixes → ${path.relative(process.cwd(), out)} (${Math.round(text.length / 1024)} KB)`,
  )
} finally {
  await rm(dir, { recursive: true, force: true })
}
