// Bundles the server (and the shared package it imports as TypeScript) into dist/.
// Third-party packages stay external and load from node_modules.
import { cp, readFile, rm } from 'node:fs/promises'
import { build } from 'esbuild'

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@haat/'))

await rm('dist', { recursive: true, force: true })
await build({
  entryPoints: { main: 'src/main.ts', 'create-admin': 'src/cli/create-admin.ts', migrate: 'src/cli/migrate.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
})
await cp('src/db/migrations', 'dist/migrations', { recursive: true })
// Read at run time beside main.js (modules/pincodes/pin-directory.ts).
await cp('src/modules/pincodes/pin-directory.json', 'dist/pin-directory.json')
// Likewise (modules/vendors/bank-directory.ts).
await cp('src/modules/vendors/bank-directory.json', 'dist/bank-directory.json')
// Likewise (modules/auth/common-passwords.ts).
await cp('src/modules/auth/common-passwords.txt.gz', 'dist/common-passwords.txt.gz')
console.log('server built into apps/server/dist')
