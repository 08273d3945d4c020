import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react'
import { Link, NavLink } from 'react-router'
import { ChevronDown } from 'lucide-react'
import type { CategorySummary } from '@haat/shared/catalog/category'
import { cn } from '../../../lib/cn'
import { useShownName } from '../../../lib/use-shown-names'

interface CategoryMenuProps {
  category: CategorySummary
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}

function focusableLinks(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll('a')) : []
}

/**
 * One category in the bar: a link to the category and a disclosure button for its
 * subcategories (the WAI-ARIA disclosure navigation pattern, not role="menu").
 * Keyboard: Enter/Space toggle, ArrowDown opens and moves into the list, arrows move within it,
 * Escape closes and returns focus to the button. Mouse: opens on hover and closes on leaving,
 * unless a click pinned it open; a click outside closes it (CategoryBar).
 */
export function CategoryMenu({ category, isOpen, onOpenChange }: CategoryMenuProps) {
  const listId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const openedByHover = useRef(false)
  const focusFirstWhenOpen = useRef(false)
  const hasSubcategories = category.subcategories.length > 0
  const { t } = useLingui()
  const shown = useShownName()
  const categoryName = shown(category)

  useEffect(() => {
    if (isOpen && focusFirstWhenOpen.current) {
      focusFirstWhenOpen.current = false
      focusableLinks(listRef.current)[0]?.focus()
    }
    if (!isOpen) openedByHover.current = false
  }, [isOpen])

  function open(focusFirst: boolean) {
    if (isOpen) {
      if (focusFirst) focusableLinks(listRef.current)[0]?.focus()
      return
    }
    focusFirstWhenOpen.current = focusFirst
    onOpenChange(true)
  }

  function handleButtonClick() {
    // A click after hover-open pins the list open rather than toggling it shut under the pointer.
    if (isOpen && openedByHover.current) {
      openedByHover.current = false
      return
    }
    onOpenChange(!isOpen)
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      open(true)
    }
  }

  function handleListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = focusableLinks(listRef.current)
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    let next: HTMLAnchorElement | undefined
    if (event.key === 'ArrowDown') next = links[(index + 1) % links.length]
    else if (event.key === 'ArrowUp') next = links[(index - 1 + links.length) % links.length]
    else if (event.key === 'Home') next = links[0]
    else if (event.key === 'End') next = links[links.length - 1]
    if (next) {
      event.preventDefault()
      next.focus()
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      event.stopPropagation()
      onOpenChange(false)
      buttonRef.current?.focus()
    }
  }

  function handleBlur(event: FocusEvent<HTMLLIElement>) {
    // Tabbing out of the category closes its list.
    if (isOpen && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false)
  }

  function handlePointerEnter(event: PointerEvent<HTMLLIElement>) {
    if (event.pointerType !== 'mouse' || !hasSubcategories || isOpen) return
    openedByHover.current = true
    onOpenChange(true)
  }

  function handlePointerLeave(event: PointerEvent<HTMLLIElement>) {
    // Only a hover-opened list follows the pointer out; one opened by click or keyboard stays.
    if (event.pointerType === 'mouse' && isOpen && openedByHover.current) onOpenChange(false)
  }

  return (
    <li
      className="relative flex items-center"
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
    >
      <NavLink
        to={`/category/${category.slug}`}
        className={({ isActive }) =>
          cn(
            'rounded-md py-2 pl-2 text-sm font-medium whitespace-nowrap hover:text-brand-800',
            hasSubcategories ? 'pr-0.5' : 'pr-2',
            isActive ? 'text-brand-800' : 'text-stone-700',
          )
        }
      >
        {categoryName}
      </NavLink>
      {hasSubcategories ? (
        <>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-label={t`${categoryName} subcategories`}
            onClick={handleButtonClick}
            onKeyDown={handleButtonKeyDown}
            className="inline-flex size-8 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          >
            <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
          </button>
          {isOpen ? (
            <ul
              ref={listRef}
              id={listId}
              aria-label={t`${categoryName} subcategories`}
              onKeyDown={handleListKeyDown}
              className="absolute top-full left-0 z-40 min-w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
            >
              {category.subcategories.map((sub) => (
                <li key={sub.id}>
                  <Link
                    to={`/category/${category.slug}/${sub.slug}`}
                    onClick={() => onOpenChange(false)}
                    className="block rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {shown(sub)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </li>
  )
}
