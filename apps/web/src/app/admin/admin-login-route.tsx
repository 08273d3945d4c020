import { Navigate } from 'react-router'
import { useSession } from '../../api/session/get-session'
import { AdminLoginPage } from '../../features/auth/routes/admin-login-page'
import { AreaChecking } from '../layouts/area-checking'

/** /admin/login: an admin who is already signed in goes straight to the dashboard. */
export function AdminLoginRoute() {
  const { session, isPending } = useSession()
  if (isPending) return <AreaChecking />
  if (session.admin) return <Navigate to="/admin" replace />
  return (
    <main id="main" className="min-h-dvh bg-stone-50">
      <AdminLoginPage />
    </main>
  )
}
