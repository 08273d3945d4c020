import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api-client'
import { QueryBoundary } from './query-boundary'

const base = {
  isPending: false,
  isError: false,
  error: null as unknown,
  data: undefined as string[] | undefined,
  refetch: vi.fn(),
}

function renderBoundary(query: typeof base) {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryBoundary
        query={query}
        loading="Loading orders…"
        errorTitle="Could not load your orders"
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No orders yet.</p>}
      >
        {(rows) => (
          <ul>
            {rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </QueryBoundary>
    </I18nProvider>,
  )
}

describe('QueryBoundary', () => {
  it('shows the loading label while the query is pending', () => {
    renderBoundary({ ...base, isPending: true })
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…')
  })

  it("shows the error with the server's reason, and Try again refetches", async () => {
    const refetch = vi.fn()
    renderBoundary({ ...base, isError: true, error: new ApiError(503, 'UNAVAILABLE', 'Haat is busy.'), refetch })
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your orders')
    expect(screen.getByRole('alert')).toHaveTextContent('Haat is busy.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('shows the empty state, or the data', () => {
    const { unmount } = renderBoundary({ ...base, data: [] })
    expect(screen.getByText('No orders yet.')).toBeInTheDocument()
    unmount()
    renderBoundary({ ...base, data: ['HT-1', 'HT-2'] })
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['HT-1', 'HT-2'])
  })
})
