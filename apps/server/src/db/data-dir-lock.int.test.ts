import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DataDirLockedError, openDatabase } from './client'

let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'haat-lock-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('the embedded database directory lock', () => {
  it('refuses a directory another live process holds, naming it', async () => {
    const dataDir = path.join(root, 'held')
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'])
    try {
      await writeFile(`${dataDir}.lock`, String(other.pid))
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError)
      await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by another Haat server (pid ${other.pid})`)
    } finally {
      other.kill()
    }
  })

  it('takes over a lock left by a process that is gone, and lets go of it on close', async () => {
    const dataDir = path.join(root, 'stale')
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.on('exit', resolve))
    await writeFile(`${dataDir}.lock`, String(gone.pid))
    const database = await openDatabase({ dataDir })
    try {
      expect(await database.ping()).toBe(true)
    } finally {
      await database.close()
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
  })
})
