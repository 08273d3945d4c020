import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { linguiMacroPlugin } from './vite.lingui.ts'
import { preactAlias, REACT_DEPENDENTS } from './preact-alias.ts'

export default defineProject({
  // Paths below are relative to apps/web whether run from here, from the root, or as a root project.
  root: import.meta.dirname,
  plugins: [react(), linguiMacroPlugin()],
  // The renderer that ships (Preact) in tests too, with Testing Library's Preact edition.
  resolve: {
    alias: preactAlias,
    // ES modules of the router and the query cache (their CommonJS builds would require React itself).
    conditions: ['module', 'browser', 'development|production'],
  },
  ssr: { resolve: { conditions: ['module', 'browser', 'development|production'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // Testing Library and the router are run through the alias too, so they render with Preact.
    server: {
      deps: {
        inline: [/@testing-library[\\/](preact|dom|user-event)/, ...REACT_DEPENDENTS],
      },
    },
  },
})
