import { Trans } from '@lingui/react/macro'
import { useId, type FormEvent } from 'react'
import { Search } from 'lucide-react'
import { Button } from './button'
import { controlClasses, labelClasses } from './field-classes'
import { cn } from '../../lib/cn'

interface SearchBoxProps {
  label: string
  placeholder?: string
  /** The search in force (from the URL); the box shows it again after a reload. */
  value: string
  onSearch: (term: string) => void
  className?: string
}

/** A list's search form: type, then Enter or Search. An empty search shows everything. */
export function SearchBox({ label, placeholder, value, onSearch, className }: SearchBoxProps) {
  const id = useId()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const term = new FormData(event.currentTarget).get('search')
    onSearch(typeof term === 'string' ? term.trim() : '')
  }

  return (
    // Keyed by the search in force, so Back/Forward put the URL's term back in the box.
    <form key={value} role="search" onSubmit={submit} className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="search"
          type="search"
          defaultValue={value}
          placeholder={placeholder}
          maxLength={100}
          className={controlClasses}
        />
        <Button type="submit" variant="secondary" className="shrink-0">
          <Search aria-hidden="true" className="size-4" />
          <Trans>Search</Trans>
        </Button>
      </div>
    </form>
  )
}
