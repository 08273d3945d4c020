import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'
import { Dialog } from './dialog'

function classesOf(element: Element | null): string[] {
  return (element?.getAttribute('class') ?? '').split(/\s+/)
}

/**
 * jsdom lays nothing out, so the test reads the structure that makes a long dialog fit any screen:
 * the panel no taller than the dynamic viewport, a body that scrolls, and the buttons outside that
 * body in a footer that never shrinks (issue 42, item 16: "Request return" at the screen's edge).
 */
function expectFitsTheScreen(dialog: HTMLElement, action: HTMLElement, field: HTMLElement) {
  expect(classesOf(dialog)).toEqual(expect.arrayContaining(['flex', 'flex-col']))
  expect(classesOf(dialog).some((c) => /^(sm:)?max-h-\[calc\(100dvh-[\d.]+rem\)\]$/.test(c))).toBe(true)
  expect(
    classesOf(dialog)
      .filter((c) => c.includes('max-h-'))
      .every((c) => c.includes('dvh')),
  ).toBe(true)

  const body = field.closest('[data-dialog-body]')
  expect(body).not.toBeNull()
  expect(classesOf(body)).toEqual(expect.arrayContaining(['min-h-0', 'overflow-y-auto']))

  const footer = action.closest('[data-dialog-footer]')
  expect(footer).not.toBeNull()
  expect(body?.contains(action)).toBe(false)
  expect(classesOf(footer)).toContain('shrink-0')
  // The footer comes after the body inside the panel, not in the overlay around it.
  expect(footer?.parentElement).toBe(dialog)
  expect(body?.parentElement).toBe(dialog)
}

describe('Dialog', () => {
  it('scrolls a long body between its title and buttons, and keeps the buttons in view', () => {
    render(
      <Dialog open title="Long form" onClose={vi.fn()} footer={<button type="button">Save</button>}>
        <label>
          Note
          <textarea />
        </label>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Long form' })
    expectFitsTheScreen(
      dialog,
      within(dialog).getByRole('button', { name: 'Save' }),
      within(dialog).getByRole('textbox', { name: 'Note' }),
    )
  })

  it('does the same for a sheet on a phone', () => {
    render(
      <Dialog open variant="sheet" title="Filters" onClose={vi.fn()} footer={<button type="button">Show</button>}>
        <label>
          In stock
          <input type="checkbox" />
        </label>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Filters' })
    expectFitsTheScreen(
      dialog,
      within(dialog).getByRole('button', { name: 'Show' }),
      within(dialog).getByRole('checkbox', { name: 'In stock' }),
    )
  })
})

describe('ConfirmDialog', () => {
  it("keeps its confirm and cancel buttons in the footer, out of the scrolling fields (the return dialog's case)", () => {
    render(
      <I18nProvider i18n={i18n}>
        <ConfirmDialog
          open
          tone="primary"
          title="Return items"
          description="The seller answers within 2 working days."
          confirmLabel="Request return"
          cancelLabel="Keep items"
          onConfirm={vi.fn()}
          onCancel={vi.fn()}
        >
          <label>
            Comment (optional)
            <textarea rows={30} />
          </label>
        </ConfirmDialog>
      </I18nProvider>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Return items' })
    expect(dialog).toHaveAccessibleDescription('The seller answers within 2 working days.')
    const field = within(dialog).getByRole('textbox', { name: 'Comment (optional)' })
    expectFitsTheScreen(dialog, within(dialog).getByRole('button', { name: 'Request return' }), field)
    expectFitsTheScreen(dialog, within(dialog).getByRole('button', { name: 'Keep items' }), field)
  })
})
