import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// Haat's message catalogues (docs/decisions/035-hindi.md): English as written in the code, Hindi
// beside it. The web app's are split by who needs them, so a shopper's first visit downloads only
// the shell's: `npm run i18n` extracts and compiles, `npm test` checks they are complete.
const web = (dir: string) => `<rootDir>/apps/web/src/${dir}`
const notTests = ['**/node_modules/**', '**/*.test.*', '**/test/**']

export default defineConfig({
  sourceLocale: 'en-IN',
  locales: ['en-IN', 'hi-IN'],
  catalogs: [
    {
      // The header, footer, catalogue and cart: on every page, loaded before the first render.
      path: '<rootDir>/apps/web/src/locales/shell/{locale}',
      // Signing out is in the header on every page.
      include: [
        web('app'),
        web('components'),
        web('lib'),
        web('api'),
        web('features/catalog'),
        web('features/cart'),
        web('features/auth/api/logout.ts'),
      ],
      exclude: [...notTests, web('app/admin'), web('app/vendor'), web('app/account')],
    },
    {
      // Sign-in, checkout, orders, the account and the content pages: loaded with their pages.
      path: '<rootDir>/apps/web/src/locales/shop/{locale}',
      exclude: [...notTests, web('features/auth/api/logout.ts')],
      include: [
        web('features/auth'),
        web('features/checkout'),
        web('features/account'),
        web('features/content'),
        web('app/account'),
      ],
    },
    {
      // The seller centre (the admin console stays in English).
      path: '<rootDir>/apps/web/src/locales/seller/{locale}',
      include: [web('features/vendor'), web('app/vendor')],
      exclude: notTests,
    },
    {
      // Mails: the server's own, never sent to a browser. Explicit ids (`/*i18n*/ { id, message }`),
      // as the server is not built with Lingui's macros; en-IN.po shows each id's English.
      path: '<rootDir>/apps/server/src/locales/{locale}',
      include: ['<rootDir>/apps/server/src/modules'],
      exclude: notTests,
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
