import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { linguiMacroPlugin } from './vite.lingui.ts'

export default defineProject({
  // Paths below are relative to apps/web whether run from here, from the root, or as a root project.
  root: import.meta.dirname,
  plugins: [react(), linguiMacroPlugin()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
})
