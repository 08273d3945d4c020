import type { QueryClient } from '@tanstack/react-query'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { type Locale, toLocale } from '@haat/shared/i18n'
import { i18n } from '@lingui/core'
import { SIGNED_OUT } from './get-session'
import { sessionKeys } from './session-keys'

/**
 * After a sign-in: the next screen sees the new role at once (so a guarded page does not bounce
 * back to its login), then the session is re-read from the server, which stays the authority.
 */
export function markSignedIn(queryClient: QueryClient, signedIn: SignedIn): void {
  // The account's language comes with the session's next read (the app then follows it,
  // app/layouts/use-account-locale.ts); until then it is the page's.
  const locale = toLocale(i18n.locale)
  const { customer, vendor, admin } = signedIn
  queryClient.setQueryData<SessionInfo>(sessionKeys.current(), (old) => ({
    ...(old ?? SIGNED_OUT),
    ...(customer ? { customer: { ...customer, locale } } : {}),
    ...(vendor ? { vendor: { ...vendor, locale } } : {}),
    ...(admin ? { admin } : {}),
  }))
  void queryClient.invalidateQueries({ queryKey: sessionKeys.current() })
}

type WithoutLocale<T> = Omit<NonNullable<T>, 'locale'>
/** Who a sign-in answered with (the sign-in answers do not say the account's language). */
type SignedIn = {
  customer?: WithoutLocale<SessionInfo['customer']>
  vendor?: WithoutLocale<SessionInfo['vendor']>
  admin?: SessionInfo['admin']
}

/** The signed-in accounts read Haat in `locale` now (the switcher saved it on them). */
export function markLocale(queryClient: QueryClient, locale: Locale): void {
  queryClient.setQueryData<SessionInfo>(sessionKeys.current(), (old) =>
    old
      ? {
          ...old,
          customer: old.customer && { ...old.customer, locale },
          vendor: old.vendor && { ...old.vendor, locale },
        }
      : old,
  )
}

/** After a sign-out: the role is gone at once; the server is asked again. */
export async function markSignedOut(queryClient: QueryClient, role: keyof SessionInfo): Promise<void> {
  queryClient.setQueryData<SessionInfo>(sessionKeys.current(), (old) => (old ? { ...old, [role]: null } : old))
  await queryClient.invalidateQueries({ queryKey: sessionKeys.current() })
}

/** Something the session shows changed (a name, an e-mail): read it again. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.current() })
}
