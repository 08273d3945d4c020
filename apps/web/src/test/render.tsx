import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { Toaster } from 'sonner'
import { vi } from 'vitest'
import type { SessionInfo } from '@haat/shared/accounts/session'
import type { CategoryList } from '@haat/shared/catalog/category'

/** A JSON body, or a function `(request) => Response | Promise<Response>`. */
type Handler = unknown

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** Replaces fetch with a table of path → JSON body (or a function making the Response); others 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), 'http://localhost'), init)
    const handler = handlers[new URL(request.url).pathname]
    if (handler === undefined) return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)
    if (typeof handler === 'function') return (handler as (r: Request) => Response | Promise<Response>)(request)
    return jsonResponse(handler)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

export const SIGNED_OUT: SessionInfo = { customer: null, vendor: null, admin: null }

export const CUSTOMER_SESSION: SessionInfo = {
  ...SIGNED_OUT,
  customer: { id: 'cus_1', name: 'Asha Rao', email: 'asha@example.com', locale: 'en-IN' },
}

export const VENDOR_SESSION: SessionInfo = {
  ...SIGNED_OUT,
  vendor: { id: 'ven_1', businessName: 'Rao Handlooms', ownerName: 'Ravi Rao', status: 'approved', locale: 'en-IN' },
}

export const CATEGORIES: CategoryList = {
  data: [
    {
      id: 'cat_1',
      name: 'Electronics',
      nameHi: null,
      slug: 'electronics',
      imageUrl: null,
      productCount: 12,
      requiredDeclarations: ['manufacturer', 'warranty'],
      subcategories: [
        { id: 'sub_1', name: 'Mobiles', nameHi: null, slug: 'mobiles', productCount: 7 },
        { id: 'sub_2', name: 'Laptops', nameHi: null, slug: 'laptops', productCount: 5 },
      ],
    },
    {
      id: 'cat_2',
      name: 'Fashion',
      nameHi: null,
      slug: 'fashion',
      imageUrl: '/media/fashion.webp',
      productCount: 1,
      requiredDeclarations: [],
      subcategories: [{ id: 'sub_3', name: 'Sarees', nameHi: null, slug: 'sarees', productCount: 1 }],
    },
    {
      id: 'cat_3',
      name: 'Books',
      nameHi: null,
      slug: 'books',
      imageUrl: null,
      productCount: 0,
      requiredDeclarations: [],
      subcategories: [],
    },
  ],
}

/** Renders routes in a memory router with a fresh query cache (no retries) and the app's toaster. */
export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], initialIndex }: { initialEntries?: string[]; initialIndex?: number } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(routes, { initialEntries, initialIndex })
  const user = userEvent.setup()
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...result, router, user, queryClient }
}
