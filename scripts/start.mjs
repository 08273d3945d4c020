// npm start: build what is needed, then run the production server (API + web app on one port).
import './require-node.mjs'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from './build-if-needed.mjs'

buildIfNeeded()
const server = spawn(process.execPath, [fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url))], {
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
