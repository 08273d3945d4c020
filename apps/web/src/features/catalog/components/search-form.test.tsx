import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/render'
import { SearchForm } from './search-form'

function Where() {
  const { pathname, search } = useLocation()
  return <p data-testid="where">{`${pathname}${search}`}</p>
}

function app() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchForm />
            <Where />
          </>
        ),
      },
    ],
    {
      initialEntries: ['/category/electronics'],
    },
  )
  return (
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

describe('SearchForm on a server-rendered page', () => {
  it('is a plain GET form to /products, so it searches before the app is live', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(app())
    const form = container.querySelector('form[role="search"]')!
    expect(form.getAttribute('action')).toBe('/products')
    expect(form.getAttribute('method')).toBe('get')
    expect(container.querySelector('input[type="search"]')!.getAttribute('name')).toBe('search')
  })

  it('keeps a word typed before hydration, and Enter searches for it', async () => {
    mockApi({ '/api/search/suggestions': { products: [], brands: [], categories: [], correctedQuery: null } })
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(app())
    // The shopper types while the page's scripts are still on their way.
    const box = container.querySelector<HTMLInputElement>('input[type="search"]')!
    box.value = 'kettle'

    await act(async () => {
      root = hydrateRoot(container, app())
    })
    expect(screen.getByRole('combobox')).toHaveValue('kettle')

    await userEvent.setup().type(screen.getByRole('combobox'), '{Enter}')
    expect(screen.getByTestId('where')).toHaveTextContent('/products?search=kettle')
  })
})
