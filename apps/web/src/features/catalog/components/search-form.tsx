import type { FormEvent } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Search } from 'lucide-react'
import { cn } from '../../../lib/cn'

/** Header search: /products?search={term}, or /products when the box is empty (docs/spec.md §2). */
export function SearchForm({ className }: { className?: string }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const currentTerm = pathname === '/products' ? (params.get('search') ?? '') : ''

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('search')
    const term = typeof value === 'string' ? value.trim() : ''
    void navigate(term ? `/products?search=${encodeURIComponent(term)}` : '/products')
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={cn('relative flex w-full', className)}>
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        // Remounts with the URL's term, so the box shows what the results are for.
        key={currentTerm}
        id="site-search"
        name="search"
        type="search"
        defaultValue={currentTerm}
        placeholder="Search for products, brands and more"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full min-w-0 rounded-full border border-stone-300 bg-stone-50 pr-12 pl-4 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:bg-white"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  )
}
