import type { SVGProps } from 'react'
import { cn } from '../../lib/cn'

/*
 * The header's icons, drawn with Lucide's shapes (lucide-react 1.x; ISC License, Copyright (c) 2026
 * Lucide Icons and Contributors: permission to use, copy, modify and distribute with this notice).
 * Every storefront page loads the header before it is live, and lucide-react's runtime that builds
 * an icon from its data is about 2 KB compressed: these are plain SVG, the rest of the app's icons
 * still come from lucide-react in the chunks that use them.
 */

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>
type Shape = readonly (readonly ['path', { d: string }] | readonly ['circle', { cx: number; cy: number; r: number }])[]

function shellIcon(name: string, shape: Shape) {
  function ShellIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cn('lucide', `lucide-${name}`, className)}
        {...props}
      >
        {shape.map(([tag, attributes], index) =>
          tag === 'path' ? <path key={index} {...attributes} /> : <circle key={index} {...attributes} />,
        )}
      </svg>
    )
  }
  ShellIcon.displayName = name
  return ShellIcon
}

export const LogOutIcon = shellIcon('log-out', [
  ['path', { d: 'm16 17 5-5-5-5' }],
  ['path', { d: 'M21 12H9' }],
  ['path', { d: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4' }],
])

export const StoreIcon = shellIcon('store', [
  ['path', { d: 'M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5' }],
  [
    'path',
    {
      d: 'M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244',
    },
  ],
  ['path', { d: 'M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05' }],
])

export const UserIcon = shellIcon('user', [
  ['path', { d: 'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2' }],
  ['circle', { cx: 12, cy: 7, r: 4 }],
])

export const MenuIcon = shellIcon('menu', [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
])

export const CloseIcon = shellIcon('x', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
])

export const ShoppingCartIcon = shellIcon('shopping-cart', [
  ['path', { d: 'm2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18' }],
  ['path', { d: 'M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25' }],
  ['circle', { cx: 18, cy: 20, r: 2 }],
  ['circle', { cx: 8, cy: 20, r: 2 }],
])

export const SearchIcon = shellIcon('search', [
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: 11, cy: 11, r: 8 }],
])
