import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

const rssKb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}

const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

export type RunningServer = { url: string; pid: number; rssMb(): number; stop(): Promise<void> }

/**
 * The production build a shop owner runs (apps/server/dist/main.js, NODE_ENV=production), in its
 * own process. Production asks for https and a mail server: the public URL is only a name here
 * (the load generator talks plain HTTP to 127.0.0.1), and mail goes to a port that refuses, so
 * order mails wait in the outbox as they would while a mail server is down.
 */
export async function startServer(options: {
  dataDir: string
  databaseUrl?: string | undefined
  /** `npm start`'s local settings (plain http, demo data) instead of production's. */
  local?: boolean
  /** WEB_CONCURRENCY: server processes on the one port (PostgreSQL only). */
  workers?: number
  /** CATALOG_CACHE_MB (0 measures the database's work on every request). */
  cacheMb?: number
}): Promise<RunningServer> {
  const port = await freePort()
  const mailPort = await freePort()
  const settings = options.local
    ? { SEED_DEMO: '1' }
    : {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://bench.haat.invalid',
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        SEED_DEMO: '0',
      }
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Each simulated shopper has an address of its own (x-forwarded-for), as behind a real proxy.
      TRUST_PROXY: '1',
      DATA_DIR: options.dataDir,
      ...settings,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.workers ? { WEB_CONCURRENCY: String(options.workers) } : {}),
      ...(options.cacheMb !== undefined ? { CATALOG_CACHE_MB: String(options.cacheMb) } : {}),
    },
    // Request logs are part of production's cost: written, then thrown away.
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${stderr}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const pid = child.pid!
  return {
    url,
    pid,
    // The server and, with WEB_CONCURRENCY, its worker processes.
    rssMb: () => Math.round([pid, ...childrenOf(pid)].reduce((sum, each) => sum + rssKb(each), 0) / 1024),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
