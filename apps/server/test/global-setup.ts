// Migrates once per test run into a template; each test file then starts from a copy of it
// (PGlite: a dumped data directory; PostgreSQL: CREATE DATABASE … TEMPLATE), never from scratch.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string
    postgresTemplate: { adminUrl: string; template: string } | null
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'haat-test-'))
  const databaseUrl = process.env.DATABASE_URL
  let cleanupPg: (() => Promise<void>) | undefined

  if (databaseUrl) {
    const template = `haat_tpl_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`create database ${template}`)
    const url = new URL(databaseUrl)
    url.pathname = `/${template}`
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 })
    await database.migrate()
    await database.close()
    project.provide('postgresTemplate', { adminUrl: databaseUrl, template })
    cleanupPg = async () => {
      await admin.query(`drop database if exists ${template} with (force)`)
      await admin.end()
    }
  } else {
    project.provide('postgresTemplate', null)
  }

  const database = await openDatabase({})
  await database.migrate()
  const dump = await (database as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite.dumpDataDir(
    'none',
  )
  await database.close()
  const templatePath = path.join(dir, 'template.tar')
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplatePath', templatePath)

  return async () => {
    await cleanupPg?.()
    await rm(dir, { recursive: true, force: true })
  }
}
