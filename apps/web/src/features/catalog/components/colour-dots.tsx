import { useLingui } from '@lingui/react/macro'
import { colourSwatch } from '@haat/shared/catalog/colour-names'
import { useShownColour } from '../../../lib/use-shown-names'
import { cn } from '../../../lib/cn'

/** Dots shown on a card; more colours read "+N". */
const DOTS_SHOWN = 4

/**
 * A product's colours as dots (docs/decisions/044-variants.md, "Listings"): a few, then "+N". A
 * colour the shop has no swatch for is a plain ringed dot; a screen reader hears every name.
 */
export function ColourDots({ colours, className }: { colours: readonly string[]; className?: string }) {
  const { t } = useLingui()
  const shownColour = useShownColour()
  if (colours.length === 0) return null
  const names = colours.map(shownColour).join(', ')
  const more = colours.length - DOTS_SHOWN
  return (
    <p className={cn('flex items-center gap-1', className)}>
      <span className="sr-only">{t`Colours: ${names}`}</span>
      {colours.slice(0, DOTS_SHOWN).map((colour) => (
        <span
          key={colour}
          aria-hidden="true"
          data-colour={colour}
          title={shownColour(colour)}
          className="size-3.5 rounded-full border border-stone-300 bg-stone-100"
          style={{ background: colourSwatch(colour) ?? undefined }}
        />
      ))}
      {more > 0 ? (
        <span aria-hidden="true" className="text-xs text-stone-600">
          +{more}
        </span>
      ) : null}
    </p>
  )
}
