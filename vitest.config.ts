import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { linguiMacroPlugin } from './apps/web/vite.lingui.ts'
import { preactAlias, REACT_DEPENDENTS } from './apps/web/preact-alias.ts'

/** The ES module builds of the packages the server-rendering tests run through Preact's alias. */
const ES_MODULES = { 'react-router': 'dist/development/index.mjs', 'lucide-react': 'dist/esm/lucide-react.mjs' }

export default defineConfig({
  test: {
    // Each server test file owns a database copy; two workers keep both cores busy without thrashing.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      // Pure unit tests pay for no database: only the integration tests (*.int.test.ts) get the
      // migrated template. CI runs the `server` project again on PostgreSQL.
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // test/cluster runs on its own (npm run test:cluster, after the build).
          exclude: ['**/*.int.test.ts', '**/*.cluster.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // The server-rendering tests render the web app from source: its Lingui macros are compiled
        // too, and React's modules are Preact's, through the router and query cache, as in the build.
        plugins: [linguiMacroPlugin()],
        resolve: {
          alias: [
            // Under Node's conditions these resolve to CommonJS builds, which would require React itself.
            ...Object.entries(ES_MODULES).map(([name, file]) => ({
              find: new RegExp(`^${name}$`),
              replacement: fileURLToPath(new URL(`./node_modules/${name}/${file}`, import.meta.url)),
            })),
            ...preactAlias,
          ],
        },
        test: {
          server: {
            deps: {
              inline: REACT_DEPENDENTS,
            },
          },
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web',
    ],
  },
})
