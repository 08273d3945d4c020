import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// `npm run test:cluster`: the two-process proof (test/cluster), after `npm run build`, on a real
// PostgreSQL (DATABASE_URL, default the local server) and Redis (REDIS_URL, default the local one).
export default defineConfig({
  test: {
    name: 'cluster',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/cluster/**/*.cluster.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
})
