import { Navigate, type RouteObject } from 'react-router'
import { NotFoundPage } from '../components/not-found-page'
import { HomePage } from '../features/catalog/routes/home-page'
import { AppLoading } from './app-loading'
import { page } from './lazy-page'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'
import { RouteError } from './route-error'

// The storefront shell and home page are in the app's chunk; every other screen is its own
// chunk, and the vendor and admin areas (route tables and layouts included) are never loaded by a
// shopper (seller-admin-routes.tsx).

/**
 * A page the server renders (app/entry-server.tsx): the same for every visitor, so its HTML holds
 * the catalogue's content for crawlers, link previews and a first paint before any JavaScript.
 */
const serverRendered = (route: RouteObject): RouteObject => ({ ...route, handle: { serverRendered: true } })

const storefront: RouteObject[] = [
  serverRendered({ index: true, element: <HomePage /> }),

  // Catalogue
  serverRendered(page('products', () => import('../features/catalog/routes/products-page'), 'ProductsPage')),
  serverRendered(page('product/:slug', () => import('../features/catalog/routes/product-page'), 'ProductPage')),
  serverRendered(page('category/:category', () => import('../features/catalog/routes/category-page'), 'CategoryPage')),
  serverRendered(
    page('category/:category/:subcategory', () => import('../features/catalog/routes/category-page'), 'CategoryPage'),
  ),

  // Cart, checkout, orders, account
  page('cart', () => import('../features/cart/routes/cart-page'), 'CartPage'),
  page('checkout', () => import('../features/checkout/routes/checkout-page'), 'CheckoutPage'),
  page(
    'checkout/sandbox/:orderNo',
    () => import('../features/checkout/routes/sandbox-payment-page'),
    'SandboxPaymentPage',
  ),
  page('orders/:orderNo', () => import('../features/account/routes/order-tracking-page'), 'OrderTrackingPage'),
  page('profile', () => import('./account/profile-route'), 'ProfileRoute'),

  // Sign-in, sign-up and password reset, customers and sellers
  page('login', () => import('../features/auth/routes/login-page'), 'LoginPage'),
  page('register', () => import('../features/auth/routes/register-page'), 'RegisterPage'),
  page('forgot-password', () => import('../features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
  page('vendor-login', () => import('../features/auth/routes/vendor-login-page'), 'VendorLoginPage'),
  page('vendor-register', () => import('../features/auth/routes/vendor-register-page'), 'VendorRegisterPage'),
  page('confirm-email', () => import('../features/auth/routes/confirm-email-page'), 'ConfirmEmailPage'),
  page(
    'forgot-password-vendor',
    () => import('../features/auth/routes/forgot-password-vendor-page'),
    'ForgotPasswordVendorPage',
  ),
  page('not-approved', () => import('../features/auth/routes/not-approved-page'), 'NotApprovedPage'),
  page('success', () => import('../features/auth/routes/signup-success-page'), 'SignupSuccessPage'),
  page('failed', () => import('../features/auth/routes/signup-failed-page'), 'SignupFailedPage'),

  // Content and policies
  serverRendered(page('about', () => import('../features/content/routes/about-page'), 'AboutPage')),
  serverRendered(page('contact', () => import('../features/content/routes/contact-page'), 'ContactPage')),
  serverRendered(
    page('privacy-policy', () => import('../features/content/routes/privacy-policy-page'), 'PrivacyPolicyPage'),
  ),
  serverRendered(
    page('terms-of-service', () => import('../features/content/routes/terms-of-service-page'), 'TermsOfServicePage'),
  ),
  serverRendered(
    page('shipping-policy', () => import('../features/content/routes/shipping-policy-page'), 'ShippingPolicyPage'),
  ),
  serverRendered(
    page('refund-policy', () => import('../features/content/routes/refund-policy-page'), 'RefundPolicyPage'),
  ),
  // Short links used in forms (docs/spec.md §2: /terms, /privacy, /seller-terms); seller terms are part of the terms of service.
  { path: 'terms', element: <Navigate to="/terms-of-service" replace /> },
  { path: 'privacy', element: <Navigate to="/privacy-policy" replace /> },
  { path: 'seller-terms', element: <Navigate to="/terms-of-service#seller-terms" replace /> },

  serverRendered({ path: '*', element: <NotFoundPage /> }),
]

/** The id of the route the seller and admin areas hang from (seller-admin-routes.tsx). */
export const ROOT_ROUTE_ID = 'root'

/**
 * The route table of docs/spec.md §2's route list around the given areas: the storefront always,
 * and `areas` (the seller centre and admin console, or none for a shopper's first download).
 */
export function appRoutes(areas: RouteObject[]): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <AppLoading />,
      children: [
        {
          element: <PublicLayout />,
          // A page's error keeps the header and footer around it; the root one catches the rest.
          children: [{ errorElement: <RouteError />, children: storefront }],
        },
        ...areas,
      ],
    },
  ]
}
