import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// Haat's message catalogues (docs/decisions/035-hindi.md): English as written in the code, Hindi
// beside it. The web app's are split by who needs them, so a shopper's first visit downloads only
// the shell's: `npm run i18n` extracts and compiles, `npm test` checks they are complete.
const web = (dir: string) => `<rootDir>/apps/web/src/${dir}`
const notTests = ['**/node_modules/**', '**/*.test.*', '**/test/**']
const SHARED = '<rootDir>/packages/shared/src'

/** Shared fields and badges of the checkout, account and seller pages, not of the storefront's first page. */
const SHOP_AND_SELLER_UI = [
  'image-uploader',
  'tag-input',
  'preset-fields',
  'order-status-badge',
  'payment-status-badge',
  'vendor-order-status-badge',
  'approval-status-badge',
  'tracking-number',
].map((name) => web(`components/ui/${name}.tsx`))

export default defineConfig({
  sourceLocale: 'en-IN',
  locales: ['en-IN', 'hi-IN'],
  catalogs: [
    {
      // What a shopper's first page needs: the header, footer, catalogue and cart and the small
      // shared parts they show. Loaded before the first render; keep it to the storefront.
      path: '<rootDir>/apps/web/src/locales/shell/{locale}',
      include: [
        web('app/layouts'),
        web('app/route-error.tsx'),
        web('app/app-loading.tsx'),
        web('app/toaster.tsx'),
        web('app/service-worker.ts'),
        web('features/catalog'),
        web('features/cart'),
        // Signing out is in the header on every page.
        web('features/auth/api/logout.ts'),
        web('lib'),
        web('api'),
        web('components/ui'),
        web('components/query-boundary.tsx'),
        web('components/not-found-page.tsx'),
        // The product page's offline state.
        web('components/not-saved-offline.tsx'),
        web('components/page-title.tsx'),
        web('components/pending-email-notice.tsx'),
        // The review form's checks (the product page's).
        '<rootDir>/packages/shared/src/catalog/review.ts',
      ],
      exclude: [...notTests, web('lib/upload-media.ts'), ...SHOP_AND_SELLER_UI],
    },
    {
      // Sign-in, checkout, orders, the account and the content pages: loaded with their pages.
      // Shared components are in this and the seller's catalogue too (a message in two catalogues is
      // one message): whichever area opens first has them.
      path: '<rootDir>/apps/web/src/locales/shop/{locale}',
      include: [
        web('features/auth'),
        web('features/checkout'),
        web('features/account'),
        web('features/content'),
        web('app/account'),
        web('components'),
        web('lib/upload-media.ts'),
        // The shared schemas' messages and labels (`/*i18n*/` texts, packages/shared/src/texts.ts).
        SHARED,
      ],
      exclude: [...notTests, web('features/auth/api/logout.ts')],
    },
    {
      // The seller centre (the admin console stays in English).
      path: '<rootDir>/apps/web/src/locales/seller/{locale}',
      include: [web('features/vendor'), web('app/vendor'), web('components'), web('lib/upload-media.ts'), SHARED],
      exclude: notTests,
    },
    {
      // Mails and error replies: the server's own, never sent to a browser. Explicit ids, as the
      // server is not built with Lingui's macros: `/*i18n*/ { id, message }` for mails, the English
      // itself for error texts (`/*i18n*/ 'Enter a 6-digit PIN code.'`, packages/shared/src/texts.ts).
      path: '<rootDir>/apps/server/src/locales/{locale}',
      include: ['<rootDir>/apps/server/src', SHARED],
      exclude: notTests,
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
