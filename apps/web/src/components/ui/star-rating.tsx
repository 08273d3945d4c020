import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { cn } from '../../lib/cn'

interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number
  className?: string
  /** The stars' height; "h-4" unless given (the row is five stars wide). */
  starClassName?: string
}

/**
 * Five stars filled to `value`, read out as "Rated 4.3 out of 5". One element drawn by the
 * `star-rating` class (app/styles.css), not ten icons: a listing shows 24 of these, and every
 * element is markup to send, parse, lay out and hydrate on a phone.
 */
export function StarRating({ value, className, starClassName = 'h-4' }: StarRatingProps) {
  const { t } = useLingui()
  const clamped = Math.min(5, Math.max(0, value))
  const rating = clamped.toLocaleString('en-IN')
  return (
    <span
      role="img"
      aria-label={t`Rated ${rating} out of 5`}
      className={cn('star-rating', starClassName, className)}
      style={{ '--star-fill': `${clamped * 20}%` } as CSSProperties}
    />
  )
}
