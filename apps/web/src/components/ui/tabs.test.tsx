import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TabList } from './tabs'

const TABS = [
  { id: 'account', label: 'Account' },
  { id: 'orders', label: 'Orders' },
  { id: 'wishlist', label: 'Wishlist' },
  { id: 'addresses', label: 'Addresses' },
  { id: 'settings', label: 'Settings' },
] as const

describe('TabList', () => {
  it('wraps its tabs instead of scrolling them sideways out of sight (My Account on a phone)', () => {
    render(<TabList label="Account sections" idPrefix="p" tabs={TABS} selected="account" onSelect={vi.fn()} />)
    const list = screen.getByRole('tablist', { name: 'Account sections' })
    const classes = (list.getAttribute('class') ?? '').split(/\s+/)
    expect(classes).toContain('flex-wrap')
    expect(classes.some((c) => c.includes('overflow-x'))).toBe(false)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(TABS.map((tab) => tab.label))
  })

  it('still moves with the arrow keys across the rows', async () => {
    const onSelect = vi.fn()
    render(<TabList label="Account sections" idPrefix="p" tabs={TABS} selected="wishlist" onSelect={onSelect} />)
    screen.getByRole('tab', { name: 'Wishlist' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(onSelect).toHaveBeenLastCalledWith('addresses')
    await userEvent.keyboard('{End}')
    expect(onSelect).toHaveBeenLastCalledWith('settings')
  })
})
