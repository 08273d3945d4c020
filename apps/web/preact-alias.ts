import type { Alias } from 'vite'

/**
 * The app is written against React's API and runs on Preact (docs/decisions/039-preact.md): the
 * same components at a fifth of the framework's weight on a shopper's phone. Every build and test
 * of the web app resolves React's modules to Preact's compatibility layer with this one list, so
 * what is tested is what ships.
 */
export const preactAlias: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

/**
 * The installed packages that import React themselves. Vitest loads packages with Node unless told
 * otherwise, and Node knows no alias: these are run through Vite, so their React is Preact too.
 */
export const REACT_DEPENDENTS: RegExp[] = [
  /react-router/,
  /@tanstack[\\/]react-query/,
  /@lingui[\\/]react/,
  /lucide-react/,
  /sonner/,
  /react-hook-form/,
  /@hookform/,
]
