import { Navigate, type RouteObject } from 'react-router'
import { NotFoundPage } from '../components/not-found-page'
import { HomePage } from '../features/catalog/routes/home-page'
import { AppLoading } from './app-loading'
import { lazyPage } from './lazy-page'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'
import { RouteError } from './route-error'

// The storefront shell and home page are in the entry chunk; every other screen is its own
// chunk, and the vendor and admin areas (layouts included) are never loaded by a shopper.

const storefront: RouteObject[] = [
  { index: true, element: <HomePage /> },

  // Catalogue
  {
    path: 'products',
    lazy: lazyPage(
      () => import('../features/catalog/routes/products-page'),
      (m) => m.ProductsPage,
    ),
  },
  {
    path: 'product/:slug',
    lazy: lazyPage(
      () => import('../features/catalog/routes/product-page'),
      (m) => m.ProductPage,
    ),
  },
  {
    path: 'category/:category',
    lazy: lazyPage(
      () => import('../features/catalog/routes/category-page'),
      (m) => m.CategoryPage,
    ),
  },
  {
    path: 'category/:category/:subcategory',
    lazy: lazyPage(
      () => import('../features/catalog/routes/category-page'),
      (m) => m.CategoryPage,
    ),
  },

  // Cart, checkout, orders, account
  {
    path: 'cart',
    lazy: lazyPage(
      () => import('../features/cart/routes/cart-page'),
      (m) => m.CartPage,
    ),
  },
  {
    path: 'checkout',
    lazy: lazyPage(
      () => import('../features/checkout/routes/checkout-page'),
      (m) => m.CheckoutPage,
    ),
  },
  {
    path: 'checkout/sandbox/:orderNo',
    lazy: lazyPage(
      () => import('../features/checkout/routes/sandbox-payment-page'),
      (m) => m.SandboxPaymentPage,
    ),
  },
  {
    path: 'orders/:orderNo',
    lazy: lazyPage(
      () => import('../features/account/routes/order-tracking-page'),
      (m) => m.OrderTrackingPage,
    ),
  },
  {
    path: 'profile',
    lazy: lazyPage(
      () => import('./account/profile-route'),
      (m) => m.ProfileRoute,
    ),
  },

  // Sign-in, sign-up and password reset, customers and sellers
  {
    path: 'login',
    lazy: lazyPage(
      () => import('../features/auth/routes/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    lazy: lazyPage(
      () => import('../features/auth/routes/register-page'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: 'forgot-password',
    lazy: lazyPage(
      () => import('../features/auth/routes/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'vendor-login',
    lazy: lazyPage(
      () => import('../features/auth/routes/vendor-login-page'),
      (m) => m.VendorLoginPage,
    ),
  },
  {
    path: 'vendor-register',
    lazy: lazyPage(
      () => import('../features/auth/routes/vendor-register-page'),
      (m) => m.VendorRegisterPage,
    ),
  },
  {
    path: 'confirm-email',
    lazy: lazyPage(
      () => import('../features/auth/routes/confirm-email-page'),
      (m) => m.ConfirmEmailPage,
    ),
  },
  {
    path: 'forgot-password-vendor',
    lazy: lazyPage(
      () => import('../features/auth/routes/forgot-password-vendor-page'),
      (m) => m.ForgotPasswordVendorPage,
    ),
  },
  {
    path: 'not-approved',
    lazy: lazyPage(
      () => import('../features/auth/routes/not-approved-page'),
      (m) => m.NotApprovedPage,
    ),
  },
  {
    path: 'success',
    lazy: lazyPage(
      () => import('../features/auth/routes/signup-success-page'),
      (m) => m.SignupSuccessPage,
    ),
  },
  {
    path: 'failed',
    lazy: lazyPage(
      () => import('../features/auth/routes/signup-failed-page'),
      (m) => m.SignupFailedPage,
    ),
  },

  // Content and policies
  {
    path: 'about',
    lazy: lazyPage(
      () => import('../features/content/routes/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: 'contact',
    lazy: lazyPage(
      () => import('../features/content/routes/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: 'privacy-policy',
    lazy: lazyPage(
      () => import('../features/content/routes/privacy-policy-page'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: 'terms-of-service',
    lazy: lazyPage(
      () => import('../features/content/routes/terms-of-service-page'),
      (m) => m.TermsOfServicePage,
    ),
  },
  {
    path: 'shipping-policy',
    lazy: lazyPage(
      () => import('../features/content/routes/shipping-policy-page'),
      (m) => m.ShippingPolicyPage,
    ),
  },
  {
    path: 'refund-policy',
    lazy: lazyPage(
      () => import('../features/content/routes/refund-policy-page'),
      (m) => m.RefundPolicyPage,
    ),
  },
  // Short links used in forms (docs/spec.md §2: /terms, /privacy, /seller-terms); seller terms are part of the terms of service.
  { path: 'terms', element: <Navigate to="/terms-of-service" replace /> },
  { path: 'privacy', element: <Navigate to="/privacy-policy" replace /> },
  { path: 'seller-terms', element: <Navigate to="/terms-of-service#seller-terms" replace /> },

  { path: '*', element: <NotFoundPage /> },
]

const vendorArea: RouteObject = {
  path: 'vendor',
  lazy: lazyPage(
    () => import('./vendor/vendor-layout'),
    (m) => m.VendorLayout,
  ),
  children: [
    {
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          lazy: lazyPage(
            () => import('../features/vendor/routes/vendor-dashboard-page'),
            (m) => m.VendorDashboardPage,
          ),
        },
        {
          path: 'products',
          lazy: lazyPage(
            () => import('../features/vendor/routes/vendor-products-page'),
            (m) => m.VendorProductsPage,
          ),
        },
        {
          path: 'products/new',
          lazy: lazyPage(
            () => import('../features/vendor/routes/vendor-product-new-page'),
            (m) => m.VendorProductNewPage,
          ),
        },
        {
          path: 'products/edit/:slug',
          lazy: lazyPage(
            () => import('../features/vendor/routes/vendor-product-edit-page'),
            (m) => m.VendorProductEditPage,
          ),
        },
        {
          path: 'orders',
          lazy: lazyPage(
            () => import('../features/vendor/routes/vendor-orders-page'),
            (m) => m.VendorOrdersPage,
          ),
        },
        {
          path: 'orders/:orderId',
          lazy: lazyPage(
            () => import('../features/vendor/routes/vendor-order-detail-page'),
            (m) => m.VendorOrderDetailPage,
          ),
        },
        {
          path: 'settings',
          lazy: lazyPage(
            () => import('../features/vendor/routes/vendor-settings-page'),
            (m) => m.VendorSettingsPage,
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
}

const adminArea: RouteObject[] = [
  {
    path: 'admin/login',
    lazy: lazyPage(
      () => import('./admin/admin-login-route'),
      (m) => m.AdminLoginRoute,
    ),
  },
  {
    path: 'admin',
    lazy: lazyPage(
      () => import('./admin/admin-layout'),
      (m) => m.AdminLayout,
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('../features/admin/routes/admin-dashboard-page'),
              (m) => m.AdminDashboardPage,
            ),
          },
          {
            path: 'order/:orderNo',
            lazy: lazyPage(
              () => import('../features/admin/routes/admin-order-detail-page'),
              (m) => m.AdminOrderDetailPage,
            ),
          },
          {
            path: 'products/pending',
            lazy: lazyPage(
              () => import('../features/admin/routes/admin-pending-products-page'),
              (m) => m.AdminPendingProductsPage,
            ),
          },
          {
            path: 'vendors/pending',
            lazy: lazyPage(
              () => import('../features/admin/routes/admin-pending-vendors-page'),
              (m) => m.AdminPendingVendorsPage,
            ),
          },
          {
            path: 'products',
            lazy: lazyPage(
              () => import('../features/admin/routes/admin-products-page'),
              (m) => m.AdminProductsPage,
            ),
          },
          {
            path: 'orders',
            lazy: lazyPage(
              () => import('../features/admin/routes/admin-orders-page'),
              (m) => m.AdminOrdersPage,
            ),
          },
          {
            path: 'customers',
            lazy: lazyPage(
              () => import('../features/admin/routes/admin-customers-page'),
              (m) => m.AdminCustomersPage,
            ),
          },
          {
            path: 'vendors',
            lazy: lazyPage(
              () => import('../features/admin/routes/admin-vendors-page'),
              (m) => m.AdminVendorsPage,
            ),
          },
          {
            path: 'category',
            lazy: lazyPage(
              () => import('../features/admin/routes/admin-category-page'),
              (m) => m.AdminCategoryPage,
            ),
          },
          {
            path: 'audit-log',
            lazy: lazyPage(
              () => import('../features/admin/routes/admin-audit-log-page'),
              (m) => m.AdminAuditLogPage,
            ),
          },
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
