// Colour names in Hindi (issue 42 item 13). Sellers type a product's colours in English ("Red",
// "navy blue"); a Hindi reader sees the common ones in Hindi, and any other as the seller typed it.
import type { Locale } from '../i18n'

/** Common colour names, lowercased, and their Hindi names. */
export const COLOUR_NAMES_HI: Readonly<Record<string, string>> = {
  red: 'लाल',
  blue: 'नीला',
  green: 'हरा',
  yellow: 'पीला',
  black: 'काला',
  white: 'सफ़ेद',
  orange: 'नारंगी',
  pink: 'गुलाबी',
  purple: 'बैंगनी',
  brown: 'भूरा',
  grey: 'स्लेटी',
  gray: 'स्लेटी',
  gold: 'सुनहरा',
  golden: 'सुनहरा',
  silver: 'चाँदी',
  maroon: 'मैरून',
  'navy blue': 'गहरा नीला',
  navy: 'गहरा नीला',
  'sky blue': 'आसमानी',
  'dark green': 'गहरा हरा',
  'light green': 'हल्का हरा',
  beige: 'हल्का भूरा',
  cream: 'क्रीम',
  'off white': 'हल्का सफ़ेद',
  'off-white': 'हल्का सफ़ेद',
  saffron: 'केसरिया',
  mustard: 'सरसों',
  olive: 'जैतूनी',
  turquoise: 'फ़िरोज़ी',
  violet: 'बैंगनी',
  indigo: 'नील',
  magenta: 'रानी',
  multicolour: 'बहुरंगी',
  multicolor: 'बहुरंगी',
}

/**
 * How the common colours look, as CSS colours: the listing card's colour dots. Keyed as
 * COLOUR_NAMES_HI; "multicolour" is a gradient, so use it as a `background`.
 */
export const COLOUR_SWATCHES: Readonly<Record<string, string>> = {
  red: '#dc2626',
  blue: '#2563eb',
  green: '#16a34a',
  yellow: '#facc15',
  black: '#1c1917',
  white: '#ffffff',
  orange: '#f97316',
  pink: '#ec4899',
  purple: '#9333ea',
  brown: '#92400e',
  grey: '#9ca3af',
  gray: '#9ca3af',
  gold: '#d4a017',
  golden: '#d4a017',
  silver: '#c0c0c0',
  maroon: '#800000',
  'navy blue': '#1e3a8a',
  navy: '#1e3a8a',
  'sky blue': '#7dd3fc',
  'dark green': '#166534',
  'light green': '#86efac',
  beige: '#e8dcc4',
  cream: '#fffdd0',
  'off white': '#f8f5ec',
  'off-white': '#f8f5ec',
  saffron: '#f4c430',
  mustard: '#e1ad01',
  olive: '#808000',
  turquoise: '#40e0d0',
  violet: '#7c3aed',
  indigo: '#4b0082',
  magenta: '#d946ef',
  multicolour: 'conic-gradient(#dc2626, #facc15, #16a34a, #2563eb, #9333ea, #dc2626)',
  multicolor: 'conic-gradient(#dc2626, #facc15, #16a34a, #2563eb, #9333ea, #dc2626)',
}

const colourKey = (colour: string) => colour.trim().toLowerCase().replace(/\s+/g, ' ')

/** A colour's swatch (a CSS background), or null for one the shop does not know ("Rani Pink Ombre"). */
export function colourSwatch(colour: string): string | null {
  return COLOUR_SWATCHES[colourKey(colour)] ?? null
}

/** A colour as the reader should see it: its Hindi name for a Hindi reader when it is a common one, else as typed. */
export function shownColour(colour: string, locale: Locale | string): string {
  if (locale !== 'hi-IN') return colour
  return COLOUR_NAMES_HI[colourKey(colour)] ?? colour
}
