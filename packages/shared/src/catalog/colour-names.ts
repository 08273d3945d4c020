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

/** A colour as the reader should see it: its Hindi name for a Hindi reader when it is a common one, else as typed. */
export function shownColour(colour: string, locale: Locale | string): string {
  if (locale !== 'hi-IN') return colour
  return COLOUR_NAMES_HI[colour.trim().toLowerCase().replace(/\s+/g, ' ')] ?? colour
}
