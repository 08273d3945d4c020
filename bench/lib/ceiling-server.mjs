// The ceiling: a bare Fastify process (Haat's own Fastify, no plugins, no logger) answering every
// GET /ceiling with the same JSON bytes a Haat scenario answers. What one Node process on this
// machine can do at most for that payload; Haat's figures are read as a share of it.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url))
const Fastify = require('fastify')
const body = readFileSync(process.env.BODY_FILE, 'utf8')

const app = Fastify({ logger: false })
app.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(body))
app.get('/api/health', () => ({ status: 'ok' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
