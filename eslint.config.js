import js from '@eslint/js'
import lingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const repositoryRule = {
  group: ['../*/*.repository', '**/modules/*/*.repository'],
  message: "This is another module's repository: import the module's public face (modules/<name>/index.ts).",
}
// Another module's file: `../<other>/<file>` from inside a module, `…/modules/<name>/<file>` from outside.
const publicFace = 'Import another module through its public face, modules/<name>/index.ts, not one of its files.'
const fromModuleRule = { regex: '^\\.\\./[a-z-]+/', message: publicFace }
const fromOutsideRule = { regex: '^(\\.\\./|\\./)+modules/[a-z-]+/', message: publicFace }

/**
 * What is shown in Hindi too (docs/decisions/035-hindi.md): here a visible English text outside
 * Lingui's <Trans>/t is an error. The list grows as areas are translated.
 */
const TRANSLATED = [
  'apps/web/src/app/layouts/site-header.tsx',
  'apps/web/src/app/layouts/site-footer.tsx',
  'apps/web/src/app/layouts/mobile-menu.tsx',
  'apps/web/src/app/layouts/language-switch.tsx',
  'apps/web/src/features/catalog/**/*.{ts,tsx}',
  'apps/web/src/features/auth/**/*.{ts,tsx}',
  'apps/web/src/features/cart/**/*.{ts,tsx}',
  'apps/web/src/features/checkout/**/*.{ts,tsx}',
  'apps/web/src/components/{vendor-business-fields,cancel-lines-dialog,line-cancellation,return-details,tax-document-links}.tsx',
  'apps/web/src/components/{not-found-page,query-boundary,pending-email-notice,page-title}.tsx',
  'apps/web/src/components/ui/{breadcrumbs,pagination,spinner,quantity-stepper,star-rating,star-rating-input}.tsx',
  'apps/web/src/components/ui/{confirm-dialog,search-box,tracking-number,image-uploader,tag-input,preset-fields,pin-check-form,coupon-box}.tsx',
  'apps/web/src/components/ui/{order-status-badge,approval-status-badge,vendor-order-status-badge}.tsx',
  'apps/web/src/app/{route-error,app-loading,toaster}.tsx',
  'apps/web/src/app/service-worker.ts',
  'apps/web/src/app/layouts/{offline-notice,access-denied,area-checking,public-layout,root-layout,area-layout}.tsx',
  'apps/web/src/app/vendor/vendor-layout.tsx',
  'apps/web/src/lib/{api-error-message,format,upload-media,use-return-policy}.ts',
  'apps/web/src/features/account/**/*.{ts,tsx}',
  'apps/web/src/app/account/**/*.{ts,tsx}',
  'apps/web/src/features/vendor/**/*.{ts,tsx}',
  'apps/web/src/features/content/**/*.{ts,tsx}',
  'apps/web/src/components/{change-password-form,daily-sales-chart,ship-order-form,returns-list}.tsx',
  'apps/web/src/components/second-factor/*.tsx',
]

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/*.mjs',
      '**/migrations/**',
      // Compiled message catalogues (npm run i18n).
      '**/src/locales/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain scripts the web app serves as they are (the offline page's): no TypeScript project.
    files: ['apps/web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.browser }, parserOptions: { projectService: false } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Toasts go through lib/toast.ts, which loads sonner on first use: importing it elsewhere would
    // put it (and the page-wide restyle its stylesheet causes) back into the first load.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/toast.ts',
      'apps/web/src/app/toaster.tsx',
      'apps/web/src/test/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'sonner', message: "Raise toasts with lib/toast.ts's `toast`, not from 'sonner' directly." }],
        },
      ],
    },
  },
  {
    // Module boundaries (docs/architecture.md): a module's repository is its own, and other code
    // uses a module through its public face, modules/<name>/index.ts. app.ts and main.ts wire the
    // modules together and may import their routes, services and workers; tests may reach inside.
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [repositoryRule] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [repositoryRule, fromModuleRule] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', 'apps/server/src/app.ts', 'apps/server/src/main.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [repositoryRule, fromOutsideRule] }] },
  },
  {
    // Web layers (docs/architecture.md): app/ over features/ over api/ over lib/ and components/.
    // A feature never imports another feature (every feature file sits at features/<name>/<part>/,
    // so `../../<other>/` is another feature); shared reads live in api/<resource>/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)',
              message: 'Features never import each other: move what both need to src/api/<resource>/ or src/lib/.',
            },
            { regex: '^(\\.\\./)+app/', message: 'app/ composes the features; a feature does not import it.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/api/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(\\.\\./)+(features|app)/', message: 'Shared code sits below the features and app/.' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(features|app|api)/', message: 'lib/ sits below everything else in the web app.' },
          ],
        },
      ],
    },
  },
  {
    // Product code states what it knows instead of asserting it away: a value the logic guarantees
    // goes through must() (server lib/must.ts), which fails loudly if the guarantee ever breaks.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/test/**', 'apps/web/src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Configuration is read once, in one place.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['apps/server/src/config.ts', '**/*.test.ts', 'apps/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only apps/server/src/config.ts reads the environment.' },
      ],
    },
  },
  {
    files: TRANSLATED,
    // The admin console stays in English (the issue allows it).
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/web/src/features/auth/routes/admin-login-page.tsx'],
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Texts start with a capital or hold a space; lowercase words are values (keys, classes, URLs).
          // …and "India" is the country sent with every address, not a label.
          ignore: ['^(?![A-Z].*|\\w+\\s\\w+).+$', '^[A-Z0-9_-]+$', '^India$'],
          ignoreNames: [
            { regex: { pattern: 'class(name|es)$', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'to',
            'href',
            'src',
            'srcSet',
            'sizes',
            'type',
            'id',
            'rel',
            'target',
            'lang',
            'hrefLang',
            'autoComplete',
            'inputMode',
            'enterKeyHint',
          ],
          ignoreFunctions: [
            'Error',
            'DOMException',
            'Date',
            'console.*',
            'cn',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.setRequestHeader',
            'URLSearchParams',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
)
