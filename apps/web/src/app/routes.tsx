import { Navigate, type RouteObject } from 'react-router'
import { AppLoading } from './app-loading'
import { INDEX, page } from './lazy-page'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'
import { RouteError } from './route-error'

// The storefront shell is in the app's chunk; every screen, the home page included, is its own
// chunk (a shopper landing on a product never loads the home page's carousel), and the vendor and admin areas (route tables and layouts included) are never loaded by a
// shopper (seller-admin-routes.tsx).

/**
 * A page the server renders (app/entry-server.tsx): the same for every visitor, so its HTML holds
 * the catalogue's content for crawlers, link previews and a first paint before any JavaScript.
 */
const serverRendered = (route: RouteObject): RouteObject => ({ ...route, handle: { serverRendered: true } })

const storefront: RouteObject[] = [
  serverRendered(page(INDEX, () => import('../features/catalog/routes/home-page'), 'HomePage')),

  // Catalogue
  serverRendered(page('products', () => import('../features/catalog/routes/products-page'), 'ProductsPage')),
  serverRendered(page('product/:slug', () => import('../features/catalog/routes/product-page'), 'ProductPage')),
  serverRendered(page('category/:category', () => import('../features/catalog/routes/category-page'), 'CategoryPage')),
  serverRendered(
    page('category/:category/:subcategory', () => import('../features/catalog/routes/category-page'), 'CategoryPage'),
  ),

  // Cart, checkout, orders, account
  page('cart', () => import('../features/cart/routes/cart-page'), 'CartPage'),
  page('checkout', () => import('../features/checkout/routes/checkout-page'), 'CheckoutPage', 'shop'),
  page(
    'checkout/sandbox/:orderNo',
    () => import('../features/checkout/routes/sandbox-payment-page'),
    'SandboxPaymentPage',
    'shop',
  ),
  page('orders/:orderNo', () => import('../features/account/routes/order-tracking-page'), 'OrderTrackingPage', 'shop'),
  page('profile', () => import('./account/profile-route'), 'ProfileRoute', 'shop'),

  // Sign-in, sign-up and password reset, customers and sellers
  page('login', () => import('../features/auth/routes/login-page'), 'LoginPage', 'shop'),
  page('register', () => import('../features/auth/routes/register-page'), 'RegisterPage', 'shop'),
  page('forgot-password', () => import('../features/auth/routes/forgot-password-page'), 'ForgotPasswordPage', 'shop'),
  page('vendor-login', () => import('../features/auth/routes/vendor-login-page'), 'VendorLoginPage', 'shop'),
  page('vendor-register', () => import('../features/auth/routes/vendor-register-page'), 'VendorRegisterPage', 'shop'),
  page('confirm-email', () => import('../features/auth/routes/confirm-email-page'), 'ConfirmEmailPage', 'shop'),
  page(
    'forgot-password-vendor',
    () => import('../features/auth/routes/forgot-password-vendor-page'),
    'ForgotPasswordVendorPage',
    'shop',
  ),
  page('not-approved', () => import('../features/auth/routes/not-approved-page'), 'NotApprovedPage', 'shop'),
  page('success', () => import('../features/auth/routes/signup-success-page'), 'SignupSuccessPage', 'shop'),
  page('failed', () => import('../features/auth/routes/signup-failed-page'), 'SignupFailedPage', 'shop'),

  // Content and policies
  serverRendered(page('about', () => import('../features/content/routes/about-page'), 'AboutPage', 'shop')),
  serverRendered(page('contact', () => import('../features/content/routes/contact-page'), 'ContactPage', 'shop')),
  serverRendered(
    page('privacy-policy', () => import('../features/content/routes/privacy-policy-page'), 'PrivacyPolicyPage', 'shop'),
  ),
  serverRendered(
    page(
      'terms-of-service',
      () => import('../features/content/routes/terms-of-service-page'),
      'TermsOfServicePage',
      'shop',
    ),
  ),
  serverRendered(
    page(
      'shipping-policy',
      () => import('../features/content/routes/shipping-policy-page'),
      'ShippingPolicyPage',
      'shop',
    ),
  ),
  serverRendered(
    page('refund-policy', () => import('../features/content/routes/refund-policy-page'), 'RefundPolicyPage', 'shop'),
  ),
  // Short links used in forms (docs/spec.md §2: /terms, /privacy, /seller-terms); seller terms are part of the terms of service.
  { path: 'terms', element: <Navigate to="/terms-of-service" replace /> },
  { path: 'privacy', element: <Navigate to="/privacy-policy" replace /> },
  { path: 'seller-terms', element: <Navigate to="/terms-of-service#seller-terms" replace /> },

  serverRendered(page('*', () => import('../components/not-found-page'), 'NotFoundPage')),
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
