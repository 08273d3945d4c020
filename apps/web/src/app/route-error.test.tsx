import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '../test/render'
import { RouteError } from './route-error'

function Broken(): never {
  throw new Error('boom')
}

describe('RouteError', () => {
  it('shows "Unexpected Application Error!" and a link home when a screen throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteError /> }])

    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/')
  })

  it("shows the 404 page for the router's own 404 (no route matched)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderRoutes([{ path: '/', element: <p>Home</p>, errorElement: <RouteError /> }], { initialEntries: ['/nowhere'] })
    expect(await screen.findByText("Oops! The page you're looking for can't be found.")).toBeInTheDocument()
  })
})
