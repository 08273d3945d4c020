import { screen, within } from '@testing-library/react'
import { ClipboardList, LayoutDashboard, Package, Settings, TicketPercent, Undo2, Wallet } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '../../test/render'
import { AreaLayout, type AreaNavItem } from './area-layout'

const NAV: AreaNavItem[] = [
  { to: '/vendor', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/vendor/products', label: 'Products', icon: Package },
  { to: '/vendor/orders', label: 'Orders', icon: ClipboardList },
  { to: '/vendor/returns', label: 'Returns', icon: Undo2 },
  { to: '/vendor/payments', label: 'Payments', icon: Wallet },
  { to: '/vendor/coupons', label: 'Coupons', icon: TicketPercent },
  { to: '/vendor/settings', label: 'Settings', icon: Settings },
]

const classesOf = (element: Element) => (element.getAttribute('class') ?? '').split(/\s+/)

describe('AreaLayout', () => {
  it("shows every section in the small screens' bar, four to a row on a phone, none scrolled out of sight", () => {
    renderRoutes(
      [
        {
          path: '/vendor/*',
          element: (
            <AreaLayout
              areaName="Seller Centre"
              nav={NAV}
              identity={{ primary: 'Rao Handlooms', secondary: 'Ravi Rao' }}
              onLogout={vi.fn()}
              isLoggingOut={false}
            >
              <h1>Payments</h1>
            </AreaLayout>
          ),
        },
      ],
      { initialEntries: ['/vendor/payments'] },
    )
    // jsdom draws nothing: the bar is the first of the two navigations (the sidebar's is hidden below 1024 px).
    const [bar] = screen.getAllByRole('navigation', { name: 'Seller Centre sections' })
    const links = within(bar!).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(NAV.map((item) => item.label))
    expect(within(bar!).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page')

    // Not a sideways scroller: a grid of four on a phone, wrapping rows from 640 px.
    expect(classesOf(bar!).some((c) => c.includes('overflow-x'))).toBe(false)
    const list = within(bar!).getByRole('list')
    expect(classesOf(list)).toEqual(expect.arrayContaining(['grid', 'grid-cols-4', 'sm:flex-wrap']))
    for (const link of links) expect(classesOf(link.closest('li')!)).not.toContain('shrink-0')
  })
})
