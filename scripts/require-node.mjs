// Imported first by the npm scripts that run Haat (start, dev, test): on a Node.js older than
// package.json's `engines` (22.12; Node 20 reached its end of life on 2026-04-30), one clear
// sentence and exit 1. `npm install` refuses it too (.npmrc: engine-strict).
import { readFileSync } from 'node:fs'

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const [wantMajor, wantMinor] = engines.node.replace('>=', '').split('.').map(Number)
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < wantMajor || (major === wantMajor && minor < wantMinor)) {
  console.error(
    `Haat needs Node.js ${wantMajor}.${wantMinor} or newer (24 LTS recommended); this is Node.js ${process.versions.node}. ` +
      'Install a supported version (README.md, "Try it") and run the command again.',
  )
  process.exit(1)
}
