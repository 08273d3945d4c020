import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { MapPin } from 'lucide-react'
import { type FormEvent, useId, useState, useSyncExternalStore } from 'react'
import type { DeliveryEstimate } from '@haat/shared/delivery/delivery'
import { PIN_PATTERN } from '@haat/shared/india'
import { useAddresses } from '../../../api/account/get-addresses'
import { useSession } from '../../../api/session/get-session'
import { api } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { cn } from '../../../lib/cn'
import { formatDay } from '../../../lib/format'
import { createStorageStore, parseJson } from '../../../lib/storage-store'
import { controlClasses, errorTextClasses, labelClasses } from '../../../components/ui/field-classes'
import { Button } from '../../../components/ui/button'

/** The PIN a shopper last checked (localStorage `deliveryPin`), for every product page after; no account needed. */
const deliveryPin = createStorageStore<string>({
  key: 'deliveryPin',
  changedEvent: 'haat:delivery-pin-changed',
  parse: (raw) => {
    const pin = parseJson(raw)
    return typeof pin === 'string' && PIN_PATTERN.test(pin) ? pin : ''
  },
  isEmpty: (pin) => pin === '',
})

/**
 * "Deliver to 560001": whether this product can reach a PIN, by when, and with cash on delivery,
 * answered by the server (GET /api/delivery/estimate). The PIN is the one checked last on this
 * browser, else the signed-in customer's first saved address's.
 */
export function DeliverTo({ productId }: { productId: string }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const customerId = useSession().session.customer?.id ?? ''
  const addresses = useAddresses(customerId, { enabled: customerId !== '' })
  // The server renders no PIN (it has no localStorage), and neither does hydration; it appears after.
  const remembered = useSyncExternalStore(deliveryPin.subscribe, deliveryPin.read, () => '')
  const checked = remembered || (addresses.data?.[0]?.pin ?? '')
  // What the shopper typed; until they type, the PIN checked.
  const [typing, setTyping] = useState<string | null>(null)
  const typed = typing ?? checked
  const [problem, setProblem] = useState<string | null>(null)

  const estimate = useQuery({
    queryKey: ['delivery', productId, checked],
    queryFn: ({ signal }) =>
      api.get<DeliveryEstimate>(`/api/delivery/estimate?productId=${productId}&pin=${checked}`, { signal }),
    enabled: checked !== '',
    staleTime: 5 * 60_000,
    retry: false,
  })

  function check(event: FormEvent) {
    event.preventDefault()
    const pin = typed.trim()
    if (!PIN_PATTERN.test(pin)) {
      setProblem(t`Enter a 6-digit PIN code.`)
      return
    }
    setProblem(null)
    setTyping(null)
    deliveryPin.write(pin)
  }

  const result = estimate.data
  const pin = checked
  const date = result?.deliveryBy ? formatDay(result.deliveryBy, i18n) : ''
  const shownProblem =
    problem ?? (estimate.isError ? errorMessage(estimate.error, t`Could not check this PIN code.`) : null)
  return (
    <section aria-labelledby={`${id}-label`} className="space-y-2 rounded-xl border border-stone-200 p-3">
      <form onSubmit={check} noValidate className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label id={`${id}-label`} htmlFor={`${id}-pin`} className={cn(labelClasses, 'flex items-center gap-1')}>
            <MapPin aria-hidden="true" className="size-4 text-stone-500" />
            <Trans>Deliver to</Trans>
          </label>
          <input
            id={`${id}-pin`}
            value={typed}
            onChange={(event) => setTyping(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t`PIN code`}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={`${id}-answer`}
            className={controlClasses}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={estimate.isFetching}>
          <Trans>Check</Trans>
        </Button>
      </form>
      <div id={`${id}-answer`} aria-live="polite" className="text-sm">
        {shownProblem ? (
          <p className={errorTextClasses}>{shownProblem}</p>
        ) : result && result.pin === pin ? (
          result.deliverable ? (
            <>
              <p className="font-semibold text-stone-900">
                <Trans>Delivery by {date}</Trans>
              </p>
              <p className="text-stone-600">
                {result.cod ? (
                  <Trans>Cash on delivery available</Trans>
                ) : (
                  <Trans>Pay online only for this PIN code</Trans>
                )}
              </p>
            </>
          ) : (
            <p className="font-semibold text-red-700">
              <Trans>Not deliverable to {pin}</Trans>
            </p>
          )
        ) : estimate.isFetching ? (
          <p className="text-stone-600">
            <Trans>Checking…</Trans>
          </p>
        ) : null}
      </div>
    </section>
  )
}
