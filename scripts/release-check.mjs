// Before an image is published (.github/workflows/release.yml), and in every CI run (.ci/run):
// package.json's version is a semantic version with its own section in CHANGELOG.md, and, given the
// git tag being released, the tag is that version (v1.2.3). Prints the version on success.
//
//   node scripts/release-check.mjs [tag]
import { readFileSync } from 'node:fs'

const root = new URL('../', import.meta.url)
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'))
const changelog = readFileSync(new URL('CHANGELOG.md', root), 'utf8')
const tag = process.argv[2]

const problems = []
if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) problems.push(`package.json's version "${version}" is not X.Y.Z`)
if (!changelog.includes(`## [${version}]`)) problems.push(`CHANGELOG.md has no "## [${version}]" section`)
if (tag !== undefined && tag !== `v${version}`) problems.push(`the tag ${tag} is not v${version} (package.json)`)
if (problems.length > 0) {
  for (const problem of problems) console.error(`release-check: ${problem}`)
  process.exit(1)
}
console.log(`release-check: version ${version}${tag ? `, tag ${tag}` : ''}, in CHANGELOG.md`)
