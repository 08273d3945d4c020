import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSwipe } from './use-swipe'

function Swipeable({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  return (
    <div data-testid="area" {...useSwipe({ onNext, onPrevious })}>
      Slides
    </div>
  )
}

describe('useSwipe', () => {
  it('listens passively, so a scroll starting on it never waits for the page', () => {
    const listen = vi.spyOn(EventTarget.prototype, 'addEventListener')
    render(<Swipeable onNext={vi.fn()} onPrevious={vi.fn()} />)
    const area = screen.getByTestId('area')
    // The element's own listeners (React's, on the root, are its business).
    const touchListeners = listen.mock.contexts
      .map((target, index) => [target, listen.mock.calls[index]!] as const)
      .filter(([target, [type]]) => target === area && String(type).startsWith('touch'))
    expect(touchListeners.map(([, [type, , options]]) => [type, options])).toEqual([
      ['touchstart', { passive: true }],
      ['touchend', { passive: true }],
      ['touchcancel', { passive: true }],
    ])
  })

  it('calls the latest handlers after a re-render', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { rerender } = render(<Swipeable onNext={first} onPrevious={vi.fn()} />)
    rerender(<Swipeable onNext={second} onPrevious={vi.fn()} />)
    const area = screen.getByTestId('area')
    fireEvent.touchStart(area, { changedTouches: [{ clientX: 200, clientY: 100 }] })
    fireEvent.touchEnd(area, { changedTouches: [{ clientX: 120, clientY: 100 }] })
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })
})
