import { useCallback, useEffect, useRef } from 'react'

/** docs/spec.md §9: a horizontal swipe of at least 50 px changes the slide or image. */
const SWIPE_THRESHOLD_PX = 50

interface SwipeHandlers {
  /** A swipe towards the left: show what comes next. */
  onNext: () => void
  /** A swipe towards the right: show what came before. */
  onPrevious: () => void
}

/**
 * A ref for the element to swipe: a horizontal swipe of at least SWIPE_THRESHOLD_PX calls a
 * handler; a shorter move, or a mostly vertical one (the page scrolling), does nothing. Its touch
 * listeners are passive, so a scroll that starts on a big carousel never waits for the page's
 * scripts, whatever React decides for its own JSX handlers.
 */
export function useSwipe(handlers: SwipeHandlers): { ref: (element: HTMLElement | null) => (() => void) | undefined } {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })

  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined
    let start: { x: number; y: number } | null = null
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.changedTouches[0]
      start = touch ? { x: touch.clientX, y: touch.clientY } : null
    }
    const onTouchEnd = (event: TouchEvent) => {
      const from = start
      const touch = event.changedTouches[0]
      start = null
      if (!from || !touch) return
      const dx = touch.clientX - from.x
      const dy = touch.clientY - from.y
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return
      if (dx < 0) latest.current.onNext()
      else latest.current.onPrevious()
    }
    const onTouchCancel = () => {
      start = null
    }
    const passive = { passive: true }
    element.addEventListener('touchstart', onTouchStart, passive)
    element.addEventListener('touchend', onTouchEnd, passive)
    element.addEventListener('touchcancel', onTouchCancel, passive)
    return () => {
      element.removeEventListener('touchstart', onTouchStart)
      element.removeEventListener('touchend', onTouchEnd)
      element.removeEventListener('touchcancel', onTouchCancel)
    }
  }, [])

  return { ref }
}
