import { Trans } from '@lingui/react/macro'
import { cn } from '../../../lib/cn'

interface TableOfContentsProps {
  sections: ReadonlyArray<{ id: string; title: string }>
  className?: string
}

/** "On this page": plain #links, so they work before the app's scripts run and in a new tab. */
export function TableOfContents({ sections, className }: TableOfContentsProps) {
  return (
    <nav aria-labelledby="toc-heading" className={cn('rounded-2xl border border-stone-200 bg-stone-50 p-5', className)}>
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
        <Trans>On this page</Trans>
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm marker:text-stone-400">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="rounded text-stone-800 underline-offset-2 hover:text-brand-800 hover:underline"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
