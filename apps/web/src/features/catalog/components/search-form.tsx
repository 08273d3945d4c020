import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { SearchIcon } from '../../../components/ui/shell-icons'
import { shownName } from '@haat/shared/catalog/shown-name'
import type { SearchSuggestions } from '@haat/shared/catalog/suggestions'
import { SUGGEST_MIN_CHARS } from '@haat/shared/catalog/suggest-limits'
import { cn } from '../../../lib/cn'
import { formatPrice } from '../../../lib/format'
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration'
import { imageSrc } from '../../../lib/image-set'
import { useSuggestions } from '../api/get-suggestions'

type Option = { key: string; to: string; group: 'product' | 'brand' | 'category'; label: string; detail?: string }

const searchPath = (term: string) => (term ? `/products?search=${encodeURIComponent(term)}` : '/products')

/** The suggestions as one list of options, in the order shown and walked by the arrow keys; texts in `i18n`'s language. */
function optionsOf(data: SearchSuggestions | undefined, i18n: I18n): (Option & { image?: string })[] {
  if (!data) return []
  return [
    ...data.products.map((p) => ({
      key: `p:${p.slug}`,
      to: `/product/${encodeURIComponent(p.slug)}`,
      group: 'product' as const,
      label: p.name,
      detail: formatPrice(p.unitPricePaise),
      image: p.image ? imageSrc(p.image, 80) : undefined,
    })),
    ...data.brands.map((brand) => ({
      key: `b:${brand}`,
      to: searchPath(brand),
      group: 'brand' as const,
      label: brand,
    })),
    ...data.categories.map((c) => {
      const parentName = c.parentName && shownName({ name: c.parentName, nameHi: c.parentNameHi }, i18n.locale)
      return {
        key: `c:${c.path}`,
        to: c.path,
        group: 'category' as const,
        label: shownName(c, i18n.locale),
        detail: parentName ? i18n._(msg`in ${parentName}`) : undefined,
      }
    }),
  ]
}

/**
 * Header search: /products?search={term}, or /products when the box is empty (docs/spec.md §2).
 * As the shopper types it suggests products, brands and categories (a combobox: arrow keys move,
 * Enter opens the chosen one or searches the text, Escape closes).
 */
export function SearchForm({ className }: { className?: string }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const currentTerm = pathname === '/products' ? (params.get('search') ?? '') : ''
  return <SearchBox key={currentTerm} initial={currentTerm} navigate={navigate} className={className} />
}

function SearchBox({
  initial,
  navigate,
  className,
}: {
  initial: string
  navigate: ReturnType<typeof useNavigate>
  className?: string | undefined
}) {
  const { t, i18n } = useLingui()
  const [typed, setTyped] = useState(initial)
  const [isOpen, setOpen] = useState(false)
  // Typed before the page was live: kept, with its suggestions while the box has the focus.
  const inputRef = useTypedBeforeHydration<HTMLInputElement>((value, box) => {
    setTyped(value)
    setOpen(document.activeElement === box)
  })
  const [active, setActive] = useState(-1)
  const suggestions = useSuggestions(isOpen ? typed : '')
  const options = isOpen && typed.trim().length >= SUGGEST_MIN_CHARS ? optionsOf(suggestions.data, i18n) : []
  const listId = useId()
  const optionId = (index: number) => `${listId}-${index}`
  const isExpanded = options.length > 0
  // Fewer options after the next answer: a choice past them is no choice.
  const activeIndex = active >= options.length ? -1 : active
  const correctedQuery = suggestions.data?.correctedQuery

  function go(to: string) {
    setOpen(false)
    setActive(-1)
    void navigate(to)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const chosen = options[activeIndex]
    go(chosen ? chosen.to : searchPath(typed.trim()))
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!isExpanded) return setOpen(true)
      event.preventDefault()
      // -1 (nothing chosen: Enter searches the text) is one stop of the cycle.
      const next = activeIndex + (event.key === 'ArrowDown' ? 1 : -1)
      setActive(next >= options.length ? -1 : next < -1 ? options.length - 1 : next)
    } else if (event.key === 'Escape' && isExpanded) {
      // The first Escape closes the list; the next one is the browser's own (it clears the box).
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }
  return (
    // A plain GET form too: before the app is live (or without JavaScript) the browser submits it
    // to /products?search=…, which the server renders; once live, handleSubmit takes over.
    <form
      role="search"
      action="/products"
      method="get"
      onSubmit={handleSubmit}
      className={cn('relative flex w-full', className)}
    >
      <label htmlFor="site-search" className="sr-only">
        <Trans>Search products</Trans>
      </label>
      <input
        ref={inputRef}
        id="site-search"
        name="search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
        placeholder={t`Search for products, brands and more`}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full min-w-0 rounded-full border border-stone-300 bg-stone-50 pr-12 pl-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:bg-white"
      />
      <button
        type="submit"
        aria-label={t`Search`}
        className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon aria-hidden="true" className="size-4" />
      </button>
      <div
        className={cn(
          'absolute top-12 right-0 left-0 z-40 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-lg',
          !isExpanded && 'hidden',
        )}
      >
        {correctedQuery && isExpanded ? (
          <p className="border-b border-stone-100 px-4 py-2 text-sm text-stone-600">
            <Trans>
              Showing suggestions for <strong className="font-semibold">“{correctedQuery}”</strong>
            </Trans>
          </p>
        ) : null}
        <ul id={listId} role="listbox" aria-label={t`Suggestions`} className="max-h-96 overflow-y-auto py-1">
          {options.map((option, index) => {
            const startsGroup = index > 0 && options[index - 1]?.group !== option.group
            return (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps the focus in the box, so the click lands before the list closes on blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option.to)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 px-4 py-2 text-sm text-stone-800',
                  startsGroup && 'mt-1 border-t border-stone-100',
                  index === activeIndex && 'bg-brand-50',
                )}
              >
                {option.group === 'product' ? (
                  option.image ? (
                    <img src={option.image} alt="" width={40} height={40} className="size-10 rounded object-cover" />
                  ) : (
                    <span aria-hidden="true" className="size-10 rounded bg-stone-100" />
                  )
                ) : (
                  <span className="w-20 shrink-0 text-xs font-medium tracking-wide text-stone-500 uppercase">
                    {option.group === 'brand' ? <Trans>Brand</Trans> : <Trans>Category</Trans>}
                  </span>
                )}
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {option.detail ? <span className="shrink-0 text-stone-500">{option.detail}</span> : null}
              </li>
            )
          })}
        </ul>
      </div>
    </form>
  )
}
