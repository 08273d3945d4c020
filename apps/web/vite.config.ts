import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// The API server (apps/server) listens on 3000; in development Vite serves the app on 5173
// and forwards API and media requests so the browser sees one origin (cookies stay first-party).
const API_ORIGIN = 'http://localhost:3000'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_ORIGIN },
      '/media': { target: API_ORIGIN },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_ORIGIN },
      '/media': { target: API_ORIGIN },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server renderer (dist-ssr, `vite build --ssr`) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React, the router and the query cache change only on upgrades: one long-cached chunk.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
}))
