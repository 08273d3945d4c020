import { useLingui } from '@lingui/react/macro'
import { type MouseEvent, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { isLocale, type Locale, LOCALE_NAMES, LOCALE_PARAM, localeParamValue } from '@haat/shared/i18n'
import { cn } from '../../lib/cn'
import { switchLocale } from '../../i18n/i18n'
import { useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api-client'
import { markLocale } from '../../api/session/session-cache'
import { untilFooterHydrated } from './footer-hydration'

/**
 * English ⇄ हिन्दी: a link to this page in the other language (`?lang=`), which works before the
 * app has loaded (the server sets the cookie); once it has, the page changes language in place.
 */
export function LanguageSwitch({ className, onSwitched }: { className?: string; onSwitched?: () => void }) {
  const { i18n } = useLingui()
  const location = useLocation()
  const navigate = useNavigate()
  const [isSwitching, setSwitching] = useState(false)
  const queryClient = useQueryClient()
  const current = isLocale(i18n.locale) ? i18n.locale : 'en-IN'
  const other: Locale = current === 'hi-IN' ? 'en-IN' : 'hi-IN'

  const params = new URLSearchParams(location.search)
  params.set(LOCALE_PARAM, localeParamValue(other))
  const href = `${location.pathname}?${params.toString()}`

  async function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    setSwitching(true)
    try {
      await untilFooterHydrated()
      await switchLocale(other)
      // The signed-in accounts read Haat (and their mails) in it from now on, on every device.
      markLocale(queryClient, other)
      void api.put('/api/locale', { locale: other }).catch(() => {
        // Offline or refused: this browser keeps the choice (its cookie); the account keeps its own.
      })
      // An address that names a language would bring the old one back on reload.
      const rest = new URLSearchParams(location.search)
      if (rest.has(LOCALE_PARAM)) {
        rest.delete(LOCALE_PARAM)
        const search = rest.toString()
        void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true })
      }
      onSwitched?.()
    } catch {
      // The catalogue could not be fetched (offline): the link loads the page in that language instead.
      window.location.assign(href)
    } finally {
      setSwitching(false)
    }
  }

  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      onClick={(event) => void handleClick(event)}
      aria-busy={isSwitching || undefined}
      className={cn(
        'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-stone-800 hover:bg-stone-100',
        className,
      )}
    >
      {LOCALE_NAMES[other]}
    </a>
  )
}
