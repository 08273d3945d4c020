import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'

/**
 * Lingui's macros (`<Trans>`, `useLingui().t`) turned into message ids at build time, by Babel,
 * only in the files that import them (everything else stays on Vite's own fast transform).
 * Lingui 5 has no preset for Vite 8's Babel plugin; this is the one Lingui 6 ships. Used by the
 * web app's build and tests, and by the server's tests that render the web app from source.
 */
const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /from ['"]@lingui\/(?:react|core)\/macro['"]/ } },
})

export const linguiMacroPlugin = () => babel({ presets: [linguiMacros] })
