import { Trans } from '@lingui/react/macro'
import type { PinPlace } from '@haat/shared/addresses/pin'
import { cn } from '../../../lib/cn'

interface PinPlaceChoiceProps {
  /** The PIN's places (India Post's districts), more than one. */
  places: PinPlace[]
  pin: string
  /** What the form holds now: the place it names is the one checked. */
  city: string
  state: string
  onChoose: (place: PinPlace) => void
  className?: string
}

/** A PIN code that serves several districts: each offered as the city, with its state. */
export function PinPlaceChoice({ places, pin, city, state, onChoose, className }: PinPlaceChoiceProps) {
  return (
    <fieldset className={cn('space-y-2', className)}>
      <legend className="text-sm font-medium text-stone-900">
        <Trans>PIN code {pin} serves more than one place. Which is yours?</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {places.map((place) => {
          const checked = place.district === city && place.state === state
          return (
            <label
              key={`${place.district}|${place.state}`}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-700',
                checked ? 'border-brand-700 bg-brand-50' : 'border-stone-200 bg-white hover:border-stone-300',
              )}
            >
              <input
                type="radio"
                name="pin-place"
                value={`${place.district}|${place.state}`}
                checked={checked}
                onChange={() => onChoose(place)}
                className="size-4 accent-brand-700"
              />
              {place.district}, {place.state}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
