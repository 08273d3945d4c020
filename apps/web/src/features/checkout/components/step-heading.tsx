import { createContext, use, useEffect, useRef, type ReactNode } from 'react'
import { cn } from '../../../lib/cn'
import { scrollBehavior } from '../../../lib/use-prefers-reduced-motion'

/**
 * True once the shopper has moved from one step to another on this page: the step then shown
 * brings its heading into view and takes focus. Not on arrival, where the page starts at its top.
 */
export const StepMoved = createContext(false)

/**
 * A checkout step's heading. Moving on leaves the window where the last step's button was (at
 * the bottom of a long form on a phone): the new step's heading is scrolled to (at once for
 * reduced motion) and focused, so a screen reader starts there and Tab goes on from it. Focus
 * comes first, without scrolling, so the browser does not jump before the smooth scroll; the
 * heading is no control and shows no focus ring. The sticky header covers the top of the window:
 * scroll-margin keeps the heading below it.
 */
export function StepHeading({ id, className, children }: { id: string; className: string; children: ReactNode }) {
  const moved = use(StepMoved)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const element = heading.current
    if (!moved || !element) return
    element.focus({ preventScroll: true })
    // jsdom (tests) has no scrollIntoView.
    element.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' })
  }, [moved])
  return (
    <h2 ref={heading} id={id} tabIndex={-1} className={cn('scroll-mt-32 outline-none', className)}>
      {children}
    </h2>
  )
}
