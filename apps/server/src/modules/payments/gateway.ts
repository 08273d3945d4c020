import { randomBytes } from 'node:crypto'
import type { Config } from '../../config'
import type { Clock } from '../../lib/clock'
import type { OnlineProvider } from './provider'
import { razorpayProvider } from './razorpay'
import { type SandboxProvider, sandboxProvider } from './sandbox'

/**
 * Which gateway takes online payments: Razorpay when keys are set; otherwise the sandbox, but only
 * with devTools (outside production, listening on loopback). Anywhere else there is none and only
 * cash on delivery is offered (docs/decisions/013-payments-confirmed-by-server.md).
 */
export function selectOnlineProvider(
  config: Pick<Config, 'razorpay' | 'devTools'>,
  options: {
    razorpayBaseUrl?: string | undefined
    /** How long a call to Razorpay may take (tests shorten it to see a timeout). */
    razorpayTimeoutMs?: number | undefined
    sandboxSecret?: string | undefined
    /** The sandbox dates its payments and refunds by the server's clock, as Razorpay dates them by its own. */
    clock?: Clock | undefined
  } = {},
): OnlineProvider | SandboxProvider | null {
  if (config.razorpay) {
    return razorpayProvider({
      ...config.razorpay,
      baseUrl: options.razorpayBaseUrl,
      ...(options.razorpayTimeoutMs ? { timeoutMs: options.razorpayTimeoutMs } : {}),
    })
  }
  if (!config.devTools) return null
  // Per process: sandbox payments are made and verified by the same local server.
  return sandboxProvider(options.sandboxSecret ?? randomBytes(32).toString('hex'), options.clock)
}

export function isSandbox(provider: OnlineProvider | null): provider is SandboxProvider {
  return provider?.name === 'sandbox'
}
