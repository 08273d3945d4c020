import { useRef, useState, type KeyboardEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight, Package } from 'lucide-react'
import type { ImageSet } from '@haat/shared/catalog/product'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { cn } from '../../../lib/cn'
import { useSwipe } from '../../../lib/use-swipe'

const MAIN_WIDTH = 600

interface ProductGalleryProps {
  name: string
  images: readonly ImageSet[]
}

/**
 * The product's photos: a main image with thumbnail buttons under it. Arrow keys (on the image
 * or a thumbnail), Home and End move between images; a swipe does on touch screens.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [index, setIndex] = useState(0)
  const thumbs = useRef<Array<HTMLButtonElement | null>>([])
  const count = images.length
  const current = images[index]
  const { t } = useLingui()
  const swipe = useSwipe({
    onNext: () => show(index + 1, false),
    onPrevious: () => show(index - 1, false),
  })

  if (!current) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-2xl border border-stone-200 bg-stone-50 text-stone-300">
        <Package role="img" aria-label={t`${name}: no photo yet`} className="size-20" />
      </div>
    )
  }

  function show(next: number, focusThumb: boolean) {
    if (count < 2) return
    const wrapped = (next + count) % count
    setIndex(wrapped)
    if (focusThumb) thumbs.current[wrapped]?.focus()
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count < 2) return
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[event.key]
    if (target === undefined) return
    event.preventDefault()
    // On a thumbnail, focus follows the image shown; on the main image it stays there.
    show(target, thumbs.current.includes(document.activeElement as HTMLButtonElement))
  }

  const position = index + 1
  const arrowClasses =
    'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow ring-1 ring-stone-200 hover:bg-white'

  return (
    <div onKeyDown={handleKeyDown} className="space-y-3">
      <div
        role="group"
        aria-roledescription={t`image gallery`}
        aria-label={t`${name}: photos`}
        // Focusable so the arrow keys work before any thumbnail is chosen.
        tabIndex={count > 1 ? 0 : undefined}
        {...swipe}
        className="relative aspect-square touch-pan-y overflow-hidden rounded-2xl border border-stone-200 bg-white"
      >
        <ResponsiveImage
          key={current.id}
          image={current}
          alt={count > 1 ? t`${name}, image ${position} of ${count}` : name}
          displayWidth={MAIN_WIDTH}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw"
          // The first photo is the page's largest paint; later ones load when chosen.
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          className="size-full object-contain"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={t`Previous image`}
              onClick={() => show(index - 1, false)}
              className={cn(arrowClasses, 'left-2')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t`Next image`}
              onClick={() => show(index + 1, false)}
              className={cn(arrowClasses, 'right-2')}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <>
          <p aria-live="polite" className="sr-only">
            <Trans>
              Image {position} of {count}
            </Trans>
          </p>
          <ul className="flex gap-2 overflow-x-auto p-0.5">
            {images.map((image, thumbIndex) => {
              const thumbPosition = thumbIndex + 1
              return (
                <li key={image.id} className="shrink-0">
                  <button
                    ref={(element) => {
                      thumbs.current[thumbIndex] = element
                    }}
                    type="button"
                    aria-label={t`Show image ${thumbPosition} of ${count}`}
                    aria-current={thumbIndex === index ? 'true' : undefined}
                    onClick={() => show(thumbIndex, false)}
                    className={cn(
                      'block size-16 overflow-hidden rounded-lg border-2 bg-white sm:size-20',
                      thumbIndex === index ? 'border-brand-700' : 'border-stone-200 hover:border-stone-400',
                    )}
                  >
                    <ResponsiveImage image={image} alt="" displayWidth={80} className="size-full" />
                  </button>
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
    </div>
  )
}
