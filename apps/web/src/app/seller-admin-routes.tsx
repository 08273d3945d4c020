import type { RouteObject } from 'react-router'
import { NotFoundPage } from '../components/not-found-page'
import { INDEX, lazyPage, page } from './lazy-page'
import { RouteError } from './route-error'

// The seller centre's and the admin console's route tables: never part of a shopper's download.
// The browser adds them to the router when it is first asked for /vendor or /admin (main.tsx,
// React Router's patchRoutesOnNavigation); the server and the tests know them from the start
// (all-routes.tsx).

const vendorArea: RouteObject = {
  path: 'vendor',
  lazy: lazyPage(() => import('./vendor/vendor-layout'), 'VendorLayout', 'seller'),
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
        page('coupons', () => import('../features/vendor/routes/vendor-coupons-page'), 'VendorCouponsPage'),
        page('settings', () => import('../features/vendor/routes/vendor-settings-page'), 'VendorSettingsPage'),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
}

const adminPages: RouteObject[] = [
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
          page('coupons', () => import('../features/admin/routes/admin-coupons-page'), 'AdminCouponsPage'),
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
          page('settings', () => import('../features/admin/routes/admin-settings-page'), 'AdminSettingsPage'),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]

/** The admin console, in English whatever the shop's language (admin/english-area.tsx). */
const adminArea: RouteObject = {
  lazy: async () => {
    const { EnglishArea, loadEnglish } = await import('./admin/english-area')
    await loadEnglish()
    return { Component: EnglishArea }
  },
  children: adminPages,
}

/** Both areas, as children of the root route. */
export const sellerAndAdminAreas: RouteObject[] = [vendorArea, adminArea]
