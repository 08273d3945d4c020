import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const root = new URL('../../../../', import.meta.url)
const changelog = readFileSync(new URL('CHANGELOG.md', root), 'utf8')

describe('CHANGELOG.md', () => {
  it('names every migration, so an operator knows what a release will do to the database', () => {
    const migrations = readdirSync(new URL('apps/server/src/db/migrations/', root))
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.replace(/\.sql$/, ''))
    expect(migrations.length).toBeGreaterThan(30)
    expect(migrations.filter((name) => !changelog.includes(name))).toEqual([])
  })
})
