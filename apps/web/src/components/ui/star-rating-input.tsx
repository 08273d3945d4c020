import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Star } from 'lucide-react'
import { cn } from '../../lib/cn'
import { labelClasses } from './field-classes'

const STARS = [1, 2, 3, 4, 5] as const
const WORDS = [msg`Poor`, msg`Fair`, msg`Good`, msg`Very good`, msg`Excellent`] as const

interface StarRatingInputProps {
  /** Names the group: "Your rating". */
  legend: string
  value: number | null
  onChange: (stars: number) => void
  disabled?: boolean
  className?: string
}

/**
 * Choosing 1 to 5 stars: native radios under the stars, so it is one tab stop, the arrow keys
 * change the choice, and each star reads out as "4 stars".
 */
export function StarRatingInput({ legend, value, onChange, disabled = false, className }: StarRatingInputProps) {
  const name = useId()
  const { t } = useLingui()
  const [hovered, setHovered] = useState<number | null>(null)
  const shown = hovered ?? value ?? 0
  const word = shown > 0 ? WORDS[shown - 1] : undefined

  return (
    <fieldset disabled={disabled} className={cn('space-y-1.5', className)}>
      <legend className={labelClasses}>{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {STARS.map((stars) => (
            <label key={stars} className="relative" onMouseEnter={() => setHovered(stars)}>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                required
                aria-label={t`${plural(stars, { one: '# star', other: '# stars' })}`}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-11 cursor-pointer items-center justify-center rounded-lg',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-0 peer-focus-visible:outline-brand-700',
                  'peer-disabled:cursor-not-allowed',
                )}
              >
                <Star
                  strokeWidth={1.5}
                  className={cn(
                    'size-8 transition-colors motion-reduce:transition-none',
                    stars <= shown ? 'fill-amber-400 text-amber-600' : 'fill-white text-stone-500',
                  )}
                />
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-stone-700">
          {word ? t(word) : t`Choose 1 to 5 stars`}
        </span>
      </div>
    </fieldset>
  )
}
