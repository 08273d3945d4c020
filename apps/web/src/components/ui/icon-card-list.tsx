import type { ComponentType } from 'react'
import { cn } from '../../lib/cn'

export interface IconCard {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  title: string
  text: string
}

/** A grid of short points, each an icon, a title and a line of text (home page, about page). */
export function IconCardList({ items, className }: { items: readonly IconCard[]; className?: string }) {
  return (
    <ul className={cn('grid gap-4', className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-stone-200 bg-white p-5">
          <Icon aria-hidden="true" className="size-6 text-brand-700" />
          <h3 className="mt-3 font-semibold text-stone-900">{title}</h3>
          <p className="mt-1 text-sm leading-6 text-stone-700">{text}</p>
        </li>
      ))}
    </ul>
  )
}
