import { Navigate, type RouteObject } from 'react-router'
import { NotFoundPage } from '../components/not-found-page'
import { HomePage } from '../features/catalog/routes/home-page'
import { AppLoading } from './app-loading'
import { INDEX, lazyPage, page } from './lazy-page'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'
import { RouteError } from './route-error'

// The storefront shell and home page are in the entry chunk; every other screen is its own
// chunk, and the vendor and admin areas (layouts included) are never loaded by a shopper.

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

const vendorArea: RouteObject = {
  path: 'vendor',
  lazy: lazyPage(() => import('./vendor/vendor-layout'), 'VendorLayout'),
  children: [
    {
      errorElement: <RouteError />,
      children: [
        page(INDEX, () => import('../features/vendor/routes/vendor-dashboard-page'), 'VendorDashboardPage'),
        page('products', () => import('../features/vendor/routes/vendor-products-page'), 'VendorProductsPage'),
        page('products/new', () => import('../features/vendor/routes/vendor-product-new-page'), 'VendorProductNewPage'),
        page(
          'products/edit/:slug',
          () => import('../features/vendor/routes/vendor-product-edit-page'),
          'VendorProductEditPage',
        ),
        page('orders', () => import('../features/vendor/routes/vendor-orders-page'), 'VendorOrdersPage'),
        page(
          'orders/:orderId',
          () => import('../features/vendor/routes/vendor-order-detail-page'),
          'VendorOrderDetailPage',
        ),
        page('returns', () => import('../features/vendor/routes/vendor-returns-page'), 'VendorReturnsPage'),
        page('payments', () => import('../features/vendor/routes/vendor-payments-page'), 'VendorPaymentsPage'),
        page(
          'returns/:returnId',
          () => import('../features/vendor/routes/vendor-return-detail-page'),
          'VendorReturnDetailPage',
        ),
        page('settings', () => import('../features/vendor/routes/vendor-settings-page'), 'VendorSettingsPage'),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
}

const adminArea: RouteObject[] = [
  page('admin/login', () => import('./admin/admin-login-route'), 'AdminLoginRoute'),
  {
    path: 'admin',
    lazy: lazyPage(() => import('./admin/admin-layout'), 'AdminLayout'),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page(INDEX, () => import('../features/admin/routes/admin-dashboard-page'), 'AdminDashboardPage'),
          page(
            'order/:orderNo',
            () => import('../features/admin/routes/admin-order-detail-page'),
            'AdminOrderDetailPage',
          ),
          page(
            'products/pending',
            () => import('../features/admin/routes/admin-pending-products-page'),
            'AdminPendingProductsPage',
          ),
          page(
            'vendors/pending',
            () => import('../features/admin/routes/admin-pending-vendors-page'),
            'AdminPendingVendorsPage',
          ),
          page('products', () => import('../features/admin/routes/admin-products-page'), 'AdminProductsPage'),
          page('orders', () => import('../features/admin/routes/admin-orders-page'), 'AdminOrdersPage'),
          page('refunds', () => import('../features/admin/routes/admin-refunds-page'), 'AdminRefundsPage'),
          page('commission', () => import('../features/admin/routes/admin-commission-page'), 'AdminCommissionPage'),
          page('payouts', () => import('../features/admin/routes/admin-payouts-page'), 'AdminPayoutsPage'),
          page('payouts/:runId', () => import('../features/admin/routes/admin-payout-run-page'), 'AdminPayoutRunPage'),
          page(
            'reconciliation',
            () => import('../features/admin/routes/admin-reconciliation-page'),
            'AdminReconciliationPage',
          ),
          page(
            'reconciliation/:runId',
            () => import('../features/admin/routes/admin-reconciliation-run-page'),
            'AdminReconciliationRunPage',
          ),
          page('returns', () => import('../features/admin/routes/admin-returns-page'), 'AdminReturnsPage'),
          page(
            'returns/:returnId',
            () => import('../features/admin/routes/admin-return-detail-page'),
            'AdminReturnDetailPage',
          ),
          page('customers', () => import('../features/admin/routes/admin-customers-page'), 'AdminCustomersPage'),
          page('vendors', () => import('../features/admin/routes/admin-vendors-page'), 'AdminVendorsPage'),
          page('category', () => import('../features/admin/routes/admin-category-page'), 'AdminCategoryPage'),
          page('audit-log', () => import('../features/admin/routes/admin-audit-log-page'), 'AdminAuditLogPage'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

/** Every route of docs/spec.md §2's route list, for createBrowserRouter (and createMemoryRouter in tests). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        element: <PublicLayout />,
        // A page's error keeps the header and footer around it; the root one catches the rest.
        children: [{ errorElement: <RouteError />, children: storefront }],
      },
      vendorArea,
      ...adminArea,
    ],
  },
]
