import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OLDEST_NODE, unsupportedNodeReason } from './supported-node'

describe('the Node.js versions Haat runs on', () => {
  it('refuses Node 20 and 22 before 22.12 with a sentence that says what to do', () => {
    expect(unsupportedNodeReason('20.20.2')).toMatch(/needs Node\.js 22\.12 or newer .* this is Node\.js 20\.20\.2/)
    expect(unsupportedNodeReason('22.11.0')).not.toBeNull()
  })

  it('accepts 22.12 and later, and 24', () => {
    expect(unsupportedNodeReason('22.12.0')).toBeNull()
    expect(unsupportedNodeReason('23.0.0')).toBeNull()
    expect(unsupportedNodeReason('24.22.3')).toBeNull()
  })

  it("is package.json's engines range", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string }
    }
    expect(pkg.engines.node).toBe(`>=${OLDEST_NODE.major}.${OLDEST_NODE.minor}`)
  })
})
