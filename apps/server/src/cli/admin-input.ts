// What `npm run admin:create` is asked to do, and the password it is given: from a prompt that
// does not echo, or from standard input when piped, so it never has to sit in shell history.
import { parseArgs } from 'node:util'
import { EmailSchema, NameSchema, PasswordSchema } from '@haat/shared/accounts/fields'

export const USAGE = `Creates a Haat administrator, or resets one's two-step verification.

Usage:
  npm run admin:create -- --email you@shop.in [--name "Your Name"]
      asks for the password (typed twice, not shown); or pipe it on standard input:
      printf '%s\\n' "$ADMIN_PASSWORD" | npm run admin:create -- --email you@shop.in
  npm run admin:create -- --email you@shop.in --reset-2fa
      the administrator lost the phone and the recovery codes: clears the authenticator and
      ends the admin's sessions; the next sign-in sets up a new one
  npm run admin:create -- --help

Options:
  --email      the administrator's e-mail address (required)
  --name       the name shown in the admin pages (default "Administrator")
  --password   the password on the command line: avoid it, it lands in shell history
  --reset-2fa  reset two-step verification instead of creating an administrator
  -h, --help   this text

The database is the server's own (DATABASE_URL, or the embedded one in DATA_DIR: stop the shop
first, one process at a time may open it). Passwords follow the shop's rules: at least 8
characters, and not one of the most used.`

export const PASSWORD_IN_HISTORY =
  'Warning: --password leaves the password in your shell history and in the process list. ' +
  'Leave it out to be asked for it, or pipe it on standard input.'

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? 'Not valid.'

/** A mistake in what the operator asked: printed with a pointer to --help, exit code 2. */
export class UsageError extends Error {}

export type AdminCommand =
  | { kind: 'help' }
  | { kind: 'reset-2fa'; email: string }
  | { kind: 'create'; email: string; name: string; password?: string }

/** The command-line arguments as a command, or a UsageError saying what is wrong. */
export function parseAdminCommand(args: string[]): AdminCommand {
  let values
  try {
    values = parseArgs({
      args,
      strict: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        'reset-2fa': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  if (values.help) return { kind: 'help' }
  if (values.email === undefined) throw new UsageError('--email is required.')
  const email = EmailSchema.safeParse(values.email)
  if (!email.success) throw new UsageError(`--email: ${firstIssue(email.error)}`)
  if (values['reset-2fa']) return { kind: 'reset-2fa', email: email.data }
  const name = NameSchema.safeParse(values.name ?? 'Administrator')
  if (!name.success) throw new UsageError(`--name: ${firstIssue(name.error)}`)
  return { kind: 'create', email: email.data, name: name.data, password: values.password }
}

/** The password's length rules (the common-password check is the server's hashNewPassword). */
export function checkPasswordLength(password: string): void {
  const checked = PasswordSchema.safeParse(password)
  if (!checked.success) throw new UsageError(firstIssue(checked.error))
}

type Input = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown }
type Terminal = NodeJS.ReadableStream & { setRawMode: (raw: boolean) => unknown }

/**
 * The password: asked twice at a terminal without echo, else the first line of standard input
 * (`echo pw | …`, a file, a secret store's pipe).
 */
export async function readPassword(input: Input, output: NodeJS.WritableStream): Promise<string> {
  if (!input.isTTY || !input.setRawMode) {
    const piped = await readFirstLine(input)
    if (!piped) throw new UsageError('No password on standard input (pipe one line, or run it at a terminal).')
    return piped
  }
  const terminal = input as Terminal
  const password = await promptHidden('Password: ', terminal, output)
  if (!password) throw new UsageError('No password typed.')
  checkPasswordLength(password)
  if ((await promptHidden('Password again: ', terminal, output)) !== password) {
    throw new UsageError('The two passwords differ.')
  }
  return password
}

async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = ''
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8')
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

/** Reads a line in raw mode so nothing typed is echoed; Ctrl-C cancels, Backspace works. */
function promptHidden(question: string, input: Terminal, output: NodeJS.WritableStream): Promise<string> {
  output.write(question)
  return new Promise((resolve, reject) => {
    let typed = ''
    const finish = (settle: () => void) => {
      input.removeListener('data', onData)
      input.setRawMode(false)
      input.pause()
      output.write('\n')
      settle()
    }
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish(() => resolve(typed))
        if (char === '\u0003') return finish(() => reject(new UsageError('Cancelled.')))
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
        else if (char >= ' ') typed += char
      }
    }
    input.setRawMode(true)
    input.on('data', onData)
    input.resume()
  })
}
