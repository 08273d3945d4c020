import { PassThrough, Readable } from 'node:stream'
import { describe, expect, it, vi } from 'vitest'
import { UsageError, parseAdminCommand, readPassword } from './admin-input'

describe('parseAdminCommand', () => {
  it.each([
    [['--help'], { kind: 'help' }],
    [['-h'], { kind: 'help' }],
    [['--email', 'a@b.in', '--help'], { kind: 'help' }],
    [['--email', ' Asha@Shop.IN ', '--name', 'Asha'], { kind: 'create', email: 'asha@shop.in', name: 'Asha' }],
    [['--email', 'a@b.in'], { kind: 'create', email: 'a@b.in', name: 'Administrator' }],
    [
      ['--email', 'a@b.in', '--password', 'pw'],
      { kind: 'create', email: 'a@b.in', name: 'Administrator', password: 'pw' },
    ],
    [['--email', 'A@b.in', '--reset-2fa'], { kind: 'reset-2fa', email: 'a@b.in' }],
  ])('%j', (args, command) => {
    expect(parseAdminCommand(args)).toEqual(command)
  })

  it.each([
    [[], '--email is required.'],
    [['--email', 'not-an-address'], '--email: Enter a valid e-mail address.'],
    [['--email', 'a@b.in', '--name', '  '], '--name: Name is required.'],
    [['--email', 'a@b.in', '--pasword', 'x'], "Unknown option '--pasword'"],
    [['--email'], "Option '--email <value>' argument missing"],
    [['--email', 'a@b.in', 'extra'], "Unexpected argument 'extra'"],
  ])('refuses %j with a message, not a stack trace', (args, message) => {
    const refuse = () => parseAdminCommand(args)
    expect(refuse).toThrow(UsageError)
    expect(refuse).toThrow(message)
  })
})

/** A terminal as the process sees it: input typed in chunks, raw mode switched, output captured. */
function terminal(...typed: string[]) {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: vi.fn() })
  const output = new PassThrough()
  let shown = ''
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()))
  // Each answer arrives once its prompt is shown, as a person types.
  let prompts = 0
  output.on('data', (chunk: Buffer) => {
    if (chunk.toString().endsWith(': ') && typed[prompts] !== undefined) input.write(typed[prompts++])
  })
  return { input, output, shown: () => shown }
}

describe('readPassword', () => {
  it('takes the first line of a piped standard input', async () => {
    expect(await readPassword(Readable.from(['Tulsi-Garden-42\n', 'ignored\n']), new PassThrough())).toBe(
      'Tulsi-Garden-42',
    )
    expect(await readPassword(Readable.from(['Tulsi-Garden-42\r\n']), new PassThrough())).toBe('Tulsi-Garden-42')
    expect(await readPassword(Readable.from(['no-newline-at-end']), new PassThrough())).toBe('no-newline-at-end')
  })

  it('refuses an empty pipe', async () => {
    await expect(readPassword(Readable.from([]), new PassThrough())).rejects.toThrow('No password on standard input')
  })

  it('asks twice at a terminal without echoing, in raw mode, and restores it', async () => {
    const tty = terminal('Tulsi-Garden-4x\u007f2\r', 'Tulsi-Garden-42\r')
    expect(await readPassword(tty.input, tty.output)).toBe('Tulsi-Garden-42')
    expect(tty.shown()).toBe('Password: \nPassword again: \n')
    expect(tty.input.setRawMode.mock.calls).toEqual([[true], [false], [true], [false]])
  })

  it('refuses two different passwords, a short one, and Ctrl-C', async () => {
    const differ = terminal('Tulsi-Garden-42\r', 'Tulsi-Garden-43\r')
    await expect(readPassword(differ.input, differ.output)).rejects.toThrow('The two passwords differ.')
    const short = terminal('short\r')
    await expect(readPassword(short.input, short.output)).rejects.toThrow('at least 8 characters')
    const cancelled = terminal('Tuls\u0003')
    await expect(readPassword(cancelled.input, cancelled.output)).rejects.toThrow('Cancelled.')
  })
})
