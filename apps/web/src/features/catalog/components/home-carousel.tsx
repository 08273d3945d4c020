import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { cn } from '../../../lib/cn'
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion'
import { useSwipe } from '../../../lib/use-swipe'
import type { HomeSlide } from '../lib/home-slides'

/** docs/spec.md §9: the banner moves on every 6 seconds. */
export const CAROUSEL_INTERVAL_MS = 6000

const controlClasses =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25 focus-visible:outline-white'

/**
 * The home page banner (docs/spec.md §2; WAI-ARIA carousel pattern). It moves on by itself every 6 s
 * unless the visitor prefers reduced motion, has stopped it, or is pointing at or focused in it;
 * arrows, dots and a 50 px swipe move it by hand.
 */
export function HomeCarousel({ slides, label }: { slides: readonly HomeSlide[]; label: string }) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const [isHovered, setIsHovered] = useState(false)
  const [isFocusedIn, setIsFocusedIn] = useState(false)
  const [isStopped, setIsStopped] = useState(false)
  const prefersReducedMotion = usePrefersReducedMotion()
  const rotationButton = useRef<HTMLButtonElement>(null)
  const count = slides.length
  const canRotate = count > 1 && !prefersReducedMotion
  const isRotating = canRotate && !isStopped && !isHovered && !isFocusedIn

  const show = (next: number) => setIndex(((next % count) + count) % count)
  const swipe = useSwipe({ onNext: () => show(index + 1), onPrevious: () => show(index - 1) })

  // A new timer for every slide shown, so a click or swipe always gets the full 6 s.
  useEffect(() => {
    if (!isRotating) return
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [isRotating, index, count])

  function handleFocus(event: FocusEvent<HTMLElement>) {
    // The stop/start button is the one control that may start the rotation while focused.
    setIsFocusedIn(event.target !== rotationButton.current)
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsFocusedIn(false)
  }

  const current = slides[index]
  if (!current) return null

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
      className={cn('relative overflow-hidden text-white transition-colors duration-500', current.background)}
    >
      <div
        // Announce a slide only when the visitor moved it, never while it moves by itself.
        aria-live={isRotating ? 'off' : 'polite'}
        {...swipe}
        className="mx-auto grid max-w-7xl touch-pan-y px-4"
      >
        {slides.map((slide, slideIndex) => {
          const isActive = slideIndex === index
          const [BigIcon, SmallIcon] = slide.icons
          const position = slideIndex + 1
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${position} of ${count}`}
              aria-hidden={isActive ? undefined : true}
              inert={!isActive}
              className={cn(
                'relative col-start-1 row-start-1 flex min-h-64 items-center py-10 transition-[opacity,visibility] duration-500 motion-reduce:transition-none sm:min-h-80 sm:py-14',
                isActive ? 'visible opacity-100' : 'invisible opacity-0',
              )}
            >
              <div className="relative z-10 max-w-xl space-y-3 sm:space-y-4">
                <p className="text-xs font-semibold tracking-widest text-white/90 uppercase">{t(slide.eyebrow)}</p>
                <h2 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{t(slide.headline)}</h2>
                <p className="text-base text-white/90 sm:text-lg">{t(slide.text)}</p>
                <Link
                  to={slide.to}
                  className="inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-white"
                >
                  {t(slide.cta)}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </div>
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-0 hidden items-center md:flex"
              >
                <span className="flex size-64 items-center justify-center rounded-full bg-white/10 lg:size-72">
                  <BigIcon strokeWidth={1.25} className="size-32 text-white/80 lg:size-36" />
                </span>
                <span className="-ml-16 mt-40 flex size-28 items-center justify-center rounded-full bg-white/15">
                  <SmallIcon strokeWidth={1.5} className="size-14 text-white/85" />
                </span>
              </div>
            </div>
          )
        })}
      </div>

      {count > 1 ? (
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 pb-5">
          {/* Pulled left by the padding of its touch target, so the first dot lines up with the text. */}
          <div className="-ml-3.5 flex items-center">
            {slides.map((slide, dotIndex) => {
              const slideNumber = dotIndex + 1
              const eyebrow = t(slide.eyebrow)
              return (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={t`Go to slide ${slideNumber}: ${eyebrow}`}
                  aria-current={dotIndex === index ? 'true' : undefined}
                  onClick={() => show(dotIndex)}
                  className="group inline-flex size-11 items-center justify-center rounded-full focus-visible:outline-white"
                >
                  <span
                    className={cn(
                      'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                      dotIndex === index ? 'w-7 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/90',
                    )}
                  />
                </button>
              )
            })}
          </div>
          <div className="flex items-center gap-2">
            {canRotate ? (
              <button
                ref={rotationButton}
                type="button"
                onClick={() => setIsStopped((stopped) => !stopped)}
                aria-label={isStopped ? t`Start automatic slide show` : t`Stop automatic slide show`}
                className={controlClasses}
              >
                {isStopped ? (
                  <Play aria-hidden="true" className="size-5" />
                ) : (
                  <Pause aria-hidden="true" className="size-5" />
                )}
              </button>
            ) : null}
            <button
              type="button"
              aria-label={t`Previous slide`}
              onClick={() => show(index - 1)}
              className={controlClasses}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button type="button" aria-label={t`Next slide`} onClick={() => show(index + 1)} className={controlClasses}>
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  )
}
