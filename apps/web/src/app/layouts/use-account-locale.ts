import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { useSession } from '../../api/session/get-session'
import { switchLocale } from '../../i18n/i18n'

/**
 * The app follows the signed-in account's language (docs/decisions/035-hindi.md): after a sign-in
 * on a new browser, or a change made on another device. It acts when the account's language
 * changes, not on every render, so a switch made here (which updates the session at once) stays.
 */
export function useAccountLocale() {
  const { session } = useSession()
  const { i18n } = useLingui()
  const accountLocale = session.customer?.locale ?? session.vendor?.locale
  useEffect(() => {
    if (!accountLocale || accountLocale === i18n.locale) return
    void switchLocale(accountLocale).catch(() => {
      // Offline: the account's language applies on the next page the server sends.
    })
    // Only a change of the account's language is news; i18n.locale is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountLocale])
}
