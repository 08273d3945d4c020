import type { KeyboardEvent } from 'react'
import { cn } from '../../lib/cn'

export interface TabItem<T extends string> {
  id: T
  label: string
}

interface TabListProps<T extends string> {
  /** Names the tab list for screen readers ("Account sections"). */
  label: string
  /** Prefix of the tab and panel ids; panels use `tabPanelId(idPrefix, tab)`. */
  idPrefix: string
  tabs: readonly TabItem<T>[]
  selected: T
  onSelect: (tab: T) => void
  className?: string
}

export const tabId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`
export const tabPanelId = (prefix: string, tab: string) => `${prefix}-panel-${tab}`

/**
 * A WAI-ARIA tab list: one tab stop, arrow keys (and Home/End) move and select, the
 * selected tab's panel is `tabPanelId(idPrefix, selected)`. Every tab is in view: they wrap.
 */
export function TabList<T extends string>({ label, idPrefix, tabs, selected, onSelect, className }: TabListProps<T>) {
  function moveTo(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length]
    if (!tab) return
    onSelect(tab.id)
    document.getElementById(tabId(idPrefix, tab.id))?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected)
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    moveTo(target)
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      // The tabs wrap onto a second row on a narrow screen: a tab scrolled out of sight is one nobody finds.
      className={cn('flex flex-wrap gap-x-1 border-b border-stone-200', className)}
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4',
              isSelected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
            )}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
