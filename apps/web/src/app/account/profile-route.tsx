import { useLingui } from '@lingui/react/macro'
import { Navigate, useLocation } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Spinner } from '../../components/ui/spinner'
import { ProfilePage } from '../../features/account/routes/profile-page'
import { useSession } from '../../api/session/get-session'
import { useLogout } from '../../features/auth/api/logout'
import { loginPathFor } from '../../lib/safe-redirect'
import { sessionKeys } from '../../api/session/session-keys'

/** /profile: signed-in customers only; anyone else signs in first and comes back here. */
export function ProfileRoute() {
  const { session, isPending } = useSession()
  const location = useLocation()
  const queryClient = useQueryClient()
  const logout = useLogout('customer')
  const { t } = useLingui()

  if (isPending) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner label={t`Checking your session…`} showLabel />
      </div>
    )
  }
  if (!session.customer) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />

  return (
    <ProfilePage
      customer={session.customer}
      onAccountChanged={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.current() })}
      onSignOut={() => logout.mutate()}
      isSigningOut={logout.isPending}
    />
  )
}
