import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// `npm run admin:create` as an operator runs it (from source through tsx; the build bundles the
// same file), on an embedded database of its own.
const SCRIPT = fileURLToPath(new URL('../../src/cli/create-admin.ts', import.meta.url))
let dataDir: string
// The embedded database even when the tests run on PostgreSQL.
const { DATABASE_URL: _url, DATABASE_REPLICA_URL: _replica, ...ENV } = process.env

function run(args: string[], stdin = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', SCRIPT, ...args],
      { env: { ...ENV, DATA_DIR: dataDir, NODE_ENV: 'test' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
    child.stdin!.end(stdin)
  })
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'haat-admin-cli-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe('admin:create', () => {
  it('prints its usage for --help', async () => {
    const { code, stdout } = await run(['--help'])
    expect(code).toBe(0)
    expect(stdout).toContain('Usage:')
    expect(stdout).toContain('--reset-2fa')
  })

  it('says what is wrong, without a stack trace', async () => {
    const { code, stderr } = await run(['--email', 'nobody'])
    expect(code).toBe(2)
    expect(stderr).toContain('--email: Enter a valid e-mail address.')
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/)
  })

  it('refuses a common password from standard input before opening the database', async () => {
    const { code, stderr } = await run(['--email', 'a@shop.in'], 'password\n')
    expect(code).toBe(2)
    expect(stderr).toContain('one of the most used')
  })

  it('creates an administrator with the password piped on standard input', async () => {
    const { code, stdout, stderr } = await run(['--email', 'Asha@Shop.in', '--name', 'Asha'], 'Tulsi-Garden-42\n')
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    expect(stdout).toBe('Created administrator asha@shop.in.\n')
    // --password still works, with a warning about shell history; the address is taken now.
    const again = await run(['--email', 'asha@shop.in', '--password', 'Tulsi-Garden-42'])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('Warning: --password leaves the password in your shell history')
    expect(again.stderr).toContain('An administrator with the e-mail asha@shop.in already exists.')
  }, 60_000)
})
