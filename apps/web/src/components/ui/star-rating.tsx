import { Star } from 'lucide-react'
import { cn } from '../../lib/cn'

interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number
  className?: string
  /** Star size classes; "size-4" unless given. */
  starClassName?: string
}

/** Five stars filled to `value`, read out as "Rated 4.3 out of 5". */
export function StarRating({ value, className, starClassName = 'size-4' }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, value))
  return (
    <span
      role="img"
      aria-label={`Rated ${clamped.toLocaleString('en-IN')} out of 5`}
      className={cn('inline-flex', className)}
    >
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, clamped - index))
        return (
          <span key={index} aria-hidden="true" className="relative inline-block">
            <Star className={cn(starClassName, 'fill-stone-200 text-stone-300')} strokeWidth={1.5} />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn(starClassName, 'fill-amber-400 text-amber-500')} strokeWidth={1.5} />
              </span>
            ) : null}
          </span>
        )
      })}
    </span>
  )
}
