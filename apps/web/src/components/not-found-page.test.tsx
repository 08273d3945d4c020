import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../test/render'
import { NotFoundPage } from './not-found-page'

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/previous', element: <p>Previous page</p> },
  { path: '*', element: <NotFoundPage /> },
]

describe('NotFoundPage', () => {
  it('shows the 404 text', () => {
    renderRoutes(routes, { initialEntries: ['/no-such-page'] })
    expect(
      screen.getByRole('heading', { level: 1, name: "Oops! The page you're looking for can't be found." }),
    ).toBeInTheDocument()
  })

  it('Return goes back one page', async () => {
    const { user, router } = renderRoutes(routes, {
      initialEntries: ['/', '/previous', '/no-such-page'],
      initialIndex: 2,
    })

    await user.click(screen.getByRole('button', { name: 'Return' }))

    expect(await screen.findByText('Previous page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/previous')
    expect(router.state.historyAction).toBe('POP')
  })

  it('Return goes home when the 404 was the first page opened', async () => {
    const { user, router } = renderRoutes(routes, { initialEntries: ['/no-such-page'] })

    await user.click(screen.getByRole('button', { name: 'Return' }))

    expect(await screen.findByText('Home page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
