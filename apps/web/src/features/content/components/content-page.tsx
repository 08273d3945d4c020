import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../components/page-title'
import { MetaDescription } from '../../../components/ui/meta-description'
import { cn } from '../../../lib/cn'
import { useScrollToHash } from '../hooks/use-scroll-to-hash'
import { POLICY_LAST_UPDATED } from '../lib/policy-facts'
import { proseClasses } from '../lib/prose-classes'
import { TableOfContents } from './table-of-contents'

export interface ContentSection {
  /** The section's anchor (/terms-of-service#seller-terms). */
  id: string
  title: string
  body: ReactNode
}

interface ContentPageProps {
  /** The h1 and the document title. */
  title: string
  /** The page's meta description for search results. */
  description: string
  intro?: ReactNode
  sections: readonly ContentSection[]
  /** Long pages get a table of contents; four sections or more unless told. */
  showContents?: boolean
}

// Below the sticky header (and its category bar) when a #link scrolls a section to the top.
const SECTION_SCROLL_MARGIN = 'scroll-mt-40'

/** A policy page: title, "Last updated", an optional table of contents and its sections. */
export function ContentPage({
  title,
  description,
  intro,
  sections,
  showContents = sections.length >= 4,
}: ContentPageProps) {
  useScrollToHash()
  const { i18n } = useLingui()
  // UTC: the date is a calendar day, the same wherever the page is rendered.
  const lastUpdated = i18n.date(POLICY_LAST_UPDATED.iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageTitle title={title} />
      <MetaDescription content={description} />

      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-stone-500">
          <Trans>
            Last updated: <time dateTime={POLICY_LAST_UPDATED.iso}>{lastUpdated}</time>
          </Trans>
        </p>
        {intro ? <div className={cn(proseClasses, 'mt-5')}>{intro}</div> : null}
      </div>

      <div
        className={cn('mt-8', showContents && 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-12')}
      >
        {showContents ? <TableOfContents sections={sections} className="mb-10 lg:sticky lg:top-40 lg:mb-0" /> : null}
        <div className="max-w-3xl space-y-10">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={SECTION_SCROLL_MARGIN}
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-stone-900 sm:text-2xl">
                {section.title}
              </h2>
              <div className={cn(proseClasses, 'mt-3')}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  )
}
