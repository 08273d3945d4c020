import type { ReactNode } from 'react'

export const peopleTh = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase'
export const peopleRow =
  'grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-stone-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0'

/** A table cell that carries its own label on phones, where the table becomes a list of cards. */
export function PeopleCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="align-top md:px-4 md:py-3">
      <span aria-hidden="true" className="mb-0.5 block text-xs font-medium text-stone-500 md:hidden">
        {label}
      </span>
      {children}
    </td>
  )
}
