import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './server'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Starts the bare Fastify process (ceiling-server.mjs) serving `body`; its URL and how to stop it. */
export async function startCeiling(body: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'haat-ceiling-'))
  const bodyFile = path.join(dir, 'body.json')
  await writeFile(bodyFile, body)
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['bench/lib/ceiling-server.mjs'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PORT: String(port), BODY_FILE: bodyFile },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The ceiling server exited (${child.exitCode})`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The ceiling server did not answer within 20 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        })
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}
