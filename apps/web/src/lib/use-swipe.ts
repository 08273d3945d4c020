import { useRef, type TouchEvent } from 'react'

/** docs/spec.md §9: a horizontal swipe of at least 50 px changes the slide or image. */
const SWIPE_THRESHOLD_PX = 50

interface SwipeHandlers {
  /** A swipe towards the left: show what comes next. */
  onNext: () => void
  /** A swipe towards the right: show what came before. */
  onPrevious: () => void
}

/**
 * Touch handlers for a horizontal swipe of at least SWIPE_THRESHOLD_PX. A shorter move, or a
 * mostly vertical one (the page scrolling), does nothing.
 */
export function useSwipe({ onNext, onPrevious }: SwipeHandlers) {
  const start = useRef<{ x: number; y: number } | null>(null)

  function onTouchStart(event: TouchEvent<HTMLElement>) {
    const touch = event.changedTouches[0]
    start.current = touch ? { x: touch.clientX, y: touch.clientY } : null
  }

  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const from = start.current
    const touch = event.changedTouches[0]
    start.current = null
    if (!from || !touch) return
    const dx = touch.clientX - from.x
    const dy = touch.clientY - from.y
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return
    if (dx < 0) onNext()
    else onPrevious()
  }

  function onTouchCancel() {
    start.current = null
  }

  return { onTouchStart, onTouchEnd, onTouchCancel }
}
