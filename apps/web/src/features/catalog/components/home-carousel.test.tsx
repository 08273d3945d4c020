import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HOME_SLIDES } from '../lib/home-slides'
import { CAROUSEL_INTERVAL_MS, HomeCarousel } from './home-carousel'

function renderCarousel() {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <HomeCarousel slides={HOME_SLIDES} label="Shop by collection" />
      </MemoryRouter>
    </I18nProvider>,
  )
}

const carousel = () => screen.getByRole('region', { name: 'Shop by collection' })
/** The one slide not hidden from assistive technology. */
const shownSlide = () => within(carousel()).getByRole('group', { name: /of 3$/ })
const advance = (ms: number) => void act(() => void vi.advanceTimersByTime(ms))

function swipe(dx: number, dy = 0) {
  const slides = shownSlide().parentElement!
  fireEvent.touchStart(slides, { changedTouches: [{ clientX: 200, clientY: 100 }] })
  fireEvent.touchEnd(slides, { changedTouches: [{ clientX: 200 + dx, clientY: 100 + dy }] })
}

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  preferReducedMotion(false)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('HomeCarousel', () => {
  it('is a labelled carousel of 3 slides, each leading to a real category page', () => {
    renderCarousel()
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel')
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
    expect(shownSlide()).toHaveAttribute('aria-roledescription', 'slide')
    expect(within(shownSlide()).getByRole('heading', { name: 'The latest phones and gadgets' })).toBeInTheDocument()
    expect(within(carousel()).getByRole('link', { name: 'Shop Electronics' })).toHaveAttribute(
      'href',
      '/category/electronics',
    )
    // The other slides are out of reach until shown (inert), not merely invisible.
    expect(within(carousel()).queryByRole('link', { name: 'Shop Fashion' })).toBeNull()

    const hrefs = HOME_SLIDES.map((slide) => slide.to)
    expect(hrefs).toEqual(['/category/electronics', '/category/fashion', '/category/home-and-kitchen'])
    const links = carousel().querySelectorAll('a')
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(hrefs)
    expect(carousel().querySelectorAll('[inert]')).toHaveLength(2)
  })

  it('moves on at 6 seconds, not before, and wraps round', () => {
    renderCarousel()
    expect(CAROUSEL_INTERVAL_MS).toBe(6000)
    advance(5999)
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
    advance(1)
    expect(shownSlide()).toHaveAccessibleName('2 of 3')
    advance(6000)
    expect(shownSlide()).toHaveAccessibleName('3 of 3')
    advance(6000)
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
  })

  it('gives a slide chosen by hand its full 6 seconds', () => {
    renderCarousel()
    advance(4000)
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    // Focus from the click would pause it; this test is about the timer, so move focus away.
    void act(() => (document.activeElement as HTMLElement).blur())
    expect(shownSlide()).toHaveAccessibleName('2 of 3')
    advance(5999)
    expect(shownSlide()).toHaveAccessibleName('2 of 3')
    advance(1)
    expect(shownSlide()).toHaveAccessibleName('3 of 3')
  })

  it('pauses while the pointer is over it', () => {
    renderCarousel()
    advance(3000)
    fireEvent.mouseEnter(carousel())
    advance(30_000)
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
    fireEvent.mouseLeave(carousel())
    advance(5999)
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
    advance(1)
    expect(shownSlide()).toHaveAccessibleName('2 of 3')
  })

  it('pauses while focus is inside it, and moves on once focus leaves', () => {
    renderCarousel()
    void act(() => within(carousel()).getByRole('link', { name: 'Shop Electronics' }).focus())
    advance(30_000)
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
    void act(() => (document.activeElement as HTMLElement).blur())
    advance(6000)
    expect(shownSlide()).toHaveAccessibleName('2 of 3')
  })

  it('never moves by itself when the visitor prefers reduced motion, but still moves by hand', () => {
    preferReducedMotion(true)
    renderCarousel()
    advance(60_000)
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(shownSlide()).toHaveAccessibleName('2 of 3')
    // Moved by hand, the new slide is announced.
    expect(shownSlide().parentElement).toHaveAttribute('aria-live', 'polite')
  })

  it('can be stopped and started again with its button', () => {
    renderCarousel()
    expect(shownSlide().parentElement).toHaveAttribute('aria-live', 'off')
    const stop = screen.getByRole('button', { name: 'Stop automatic slide show' })
    fireEvent.click(stop)
    void act(() => stop.focus())
    advance(30_000)
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }))
    // Focus stays on the button, which is the one control that does not hold the slides still.
    advance(6000)
    expect(shownSlide()).toHaveAccessibleName('2 of 3')
  })

  it('moves with the arrows and the dots, marking the current dot', () => {
    renderCarousel()
    const dots = () => screen.getAllByRole('button', { name: /^Go to slide/ })
    expect(dots()).toHaveLength(3)
    expect(dots()[0]).toHaveAttribute('aria-current', 'true')

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(shownSlide()).toHaveAccessibleName('3 of 3')
    expect(dots()[2]).toHaveAttribute('aria-current', 'true')
    expect(dots()[0]).not.toHaveAttribute('aria-current')
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(shownSlide()).toHaveAccessibleName('1 of 3')

    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2: Fashion' }))
    expect(shownSlide()).toHaveAccessibleName('2 of 3')
    expect(dots()[1]).toHaveAttribute('aria-current', 'true')
    expect(within(carousel()).getByRole('link', { name: 'Shop Fashion' })).toHaveAttribute('href', '/category/fashion')
  })

  it('changes slide on a swipe of 50 px or more, not on a shorter or mostly vertical one', () => {
    renderCarousel()
    swipe(-49)
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
    swipe(-51)
    expect(shownSlide()).toHaveAccessibleName('2 of 3')
    swipe(49)
    expect(shownSlide()).toHaveAccessibleName('2 of 3')
    swipe(51)
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
    swipe(-60, 90)
    expect(shownSlide()).toHaveAccessibleName('1 of 3')
  })
})
