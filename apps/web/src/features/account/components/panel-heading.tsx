import type { ReactNode } from 'react'

/** A profile tab's section heading with an optional line under it. */
export function PanelHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children ? <p className="mt-1 text-sm text-stone-600">{children}</p> : null}
    </div>
  )
}
