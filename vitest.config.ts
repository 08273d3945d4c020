import { defineConfig } from 'vitest/config'
import { linguiMacroPlugin } from './apps/web/vite.lingui.ts'

export default defineConfig({
  test: {
    // Each server test file owns a database copy; two workers keep both cores busy without thrashing.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      // The repository's own tools (the advisory check).
      { test: { name: 'scripts', root: 'scripts', include: ['**/*.test.ts'], environment: 'node' } },
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
        // The server-rendering tests render the web app from source: its Lingui macros are compiled too.
        plugins: [linguiMacroPlugin()],
        test: {
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
