// Test helper: a real SMTP server on 127.0.0.1 that keeps what it receives. Not a test file itself.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

type ReceivedMail = { from: string; to: string[]; raw: string; subject: string }

export type TestSmtpServer = { port: number; url: string; received: ReceivedMail[]; close(): Promise<void> }

/** Listens on `port` (0: any free port) with no TLS and no auth, like a local relay. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actualPort = (server.server.address() as AddressInfo).port
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port that was free a moment ago and has nothing listening: a mail server that is down. */
export async function closedPort(): Promise<number> {
  const server = await startTestSmtpServer()
  await server.close()
  return server.port
}
