// A real PostgreSQL streaming replica of the test server, for the tests of reads from a replica:
// pg_basebackup of the server at `adminUrl`, started on another port with the machine's own
// PostgreSQL binaries (PostgreSQL will not run as root, so as the `postgres` user when this is root).
// The server must accept replication connections from 127.0.0.1 (scripts/pg-allow-replication.sh).
import { execFile } from 'node:child_process'
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

export type Replica = {
  /** The replica's URL for `database` (a database of the primary, replicated with it). */
  url(database: string): string
  /** Stops applying the primary's changes (pg_wal_replay_pause): the replica falls behind. */
  pauseReplay(): Promise<void>
  resumeReplay(): Promise<void>
  /** Waits until the replica has replayed everything the primary has written so far. */
  catchUp(): Promise<void>
  stop(): Promise<void>
}

async function binDir(): Promise<string> {
  const { stdout } = await run('pg_config', ['--bindir']).catch(() => ({ stdout: '' }))
  if (stdout.trim()) return stdout.trim()
  const { stdout: versions } = await run('ls', ['/usr/lib/postgresql'])
  const newest = versions
    .split('\n')
    .filter(Boolean)
    .sort((a, b) => Number(b) - Number(a))[0]
  if (!newest) throw new Error('No PostgreSQL binaries found (pg_config, /usr/lib/postgresql/*/bin)')
  return `/usr/lib/postgresql/${newest}/bin`
}

/** A port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export async function startReplica(adminUrl: string): Promise<Replica> {
  const bin = await binDir()
  const primary = new URL(adminUrl)
  const asRoot = process.getuid?.() === 0
  // The server's files belong to the user that runs it.
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args)
  const dir = await mkdtemp(path.join(tmpdir(), 'haat-replica-'))
  const dataDir = path.join(dir, 'data')
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout), Number(gid))
  }
  await chmod(dir, 0o700)
  const port = await freePort()
  try {
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    await as(path.join(bin, 'pg_basebackup'), [
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      decodeURIComponent(primary.username || 'postgres'),
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]).catch((error: { stderr?: string }) => {
      throw new Error(
        `pg_basebackup failed: ${error.stderr ?? String(error)}\n` +
          'The test server must allow replication connections from 127.0.0.1: run scripts/pg-allow-replication.sh.',
      )
    })
    // Debian keeps the server's configuration outside its data directory: the copy gets its own.
    const ownFile = (name: string, text: string) => writeFile(path.join(dataDir, name), text, { mode: 0o644 })
    await ownFile(
      'postgresql.conf',
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'hot_standby = on',
        'fsync = off',
        "include_if_exists = 'postgresql.auto.conf'",
        '',
      ].join('\n'),
    )
    await ownFile('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n')
    await ownFile('pg_ident.conf', '')
    await as(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start'])
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }

  const replicaUrl = (database: string) => {
    const url = new URL(adminUrl)
    url.port = String(port)
    url.pathname = `/${database}`
    return url.toString()
  }
  const onReplica = async <T>(query: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: replicaUrl(primary.pathname.slice(1) || 'postgres') })
    await client.connect()
    try {
      return (await client.query(query)).rows as T[]
    } finally {
      await client.end()
    }
  }

  return {
    url: replicaUrl,
    pauseReplay: async () => {
      await onReplica('select pg_wal_replay_pause()')
    },
    resumeReplay: async () => {
      await onReplica('select pg_wal_replay_resume()')
    },
    catchUp: async () => {
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      const [{ lsn }] = (await admin.query('select pg_current_wal_lsn()::text as lsn')).rows as [{ lsn: string }]
      await admin.end()
      for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
        const [row] = await onReplica<{ done: boolean }>(`select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`)
        if (row?.done) return
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error('The replica did not catch up within 10 s')
    },
    stop: async () => {
      await as(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}
