import { Navigate } from 'react-router'
import {
  Banknote,
  ClipboardList,
  FolderTree,
  History,
  LayoutDashboard,
  Package,
  PackageX,
  Percent,
  Scale,
  Settings,
  Store,
  TicketPercent,
  Undo2,
  Users,
} from 'lucide-react'
import { useSession } from '../../api/session/get-session'
import { useLogout } from '../../features/auth/api/logout'
import { AreaChecking } from '../layouts/area-checking'
import { AreaLayout, type AreaNavItem } from '../layouts/area-layout'

const NAV: AreaNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/orders', label: 'Orders', icon: ClipboardList },
  { to: '/admin/returns', label: 'Returns', icon: PackageX },
  { to: '/admin/refunds', label: 'Refunds', icon: Undo2 },
  { to: '/admin/reconciliation', label: 'Reconciliation', icon: Scale },
  { to: '/admin/payouts', label: 'Payouts', icon: Banknote },
  { to: '/admin/commission', label: 'Commission', icon: Percent },
  { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
  { to: '/admin/vendors', label: 'Vendors', icon: Store },
  { to: '/admin/customers', label: 'Customers', icon: Users },
  { to: '/admin/category', label: 'Category', icon: FolderTree },
  { to: '/admin/audit-log', label: 'Audit log', icon: History },
  { to: '/admin/settings', label: 'Shop settings', icon: Settings },
]

/** The admin area (lazy chunk): without an admin session it goes to /admin/login (docs/spec.md §2). */
export function AdminLayout() {
  const { session, isPending } = useSession()
  const logout = useLogout('admin', { redirectTo: '/admin/login' })

  if (isPending) return <AreaChecking />
  const admin = session.admin
  if (!admin) return <Navigate to="/admin/login" replace />

  return (
    <AreaLayout
      areaName="Admin"
      nav={NAV}
      identity={{ primary: admin.name, secondary: admin.email }}
      onLogout={() => logout.mutate()}
      isLoggingOut={logout.isPending}
    />
  )
}
