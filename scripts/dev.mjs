// npm run dev: the API with reload on change (port 3000) and Vite with hot reload (port 5173).
import './require-node.mjs'
import { spawn } from 'node:child_process'

const children = [
  // From the repository root, so DATA_DIR (./data) is the same folder npm start uses.
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: 'apps/web', stdio: 'inherit' }),
]
console.log('Haat dev: open http://localhost:5173 (API on http://localhost:3000)')
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
