// Hindi and Hinglish searches over an English-named catalogue (issue 42 item 13,
// docs/decisions/004-search.md): a Devanagari word is also searched as it sounds in Latin letters
// (मसाला → masala), and a few common Hindi and Hinglish shopping words as their English catalogue
// words (चावल, chawal → rice). Pure and offline: no dictionary, no network.

// prettier-ignore
const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh', ष: 'sh', स: 's', ह: 'h', ळ: 'l',
  // With a nukta, precomposed (U+0958…U+095F) or as base + U+093C (see NUKTA).
  क़: 'q', ख़: 'kh', ग़: 'g', ज़: 'z', ड़: 'r', ढ़: 'rh', फ़: 'f', य़: 'y',
}

/** A consonant's sound when written with a nukta (फ + ़ = फ़). */
const NUKTA: Record<string, string> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y' }

/**
 * Vowels as signs (after a consonant) and as letters (on their own), each in two spellings: plain
 * (ī → i) and as Hinglish usually writes long vowels (ī → ee, ū → oo: पनीर → paneer, घी → ghee).
 */
// prettier-ignore
const VOWEL_SIGNS: Record<string, [string, string]> = {
  'ा': ['a', 'a'], 'ि': ['i', 'i'], 'ी': ['i', 'ee'], 'ु': ['u', 'u'], 'ू': ['u', 'oo'], 'ृ': ['ri', 'ri'],
  'े': ['e', 'e'], 'ै': ['ai', 'ai'], 'ो': ['o', 'o'], 'ौ': ['au', 'au'], 'ॅ': ['e', 'e'], 'ॉ': ['o', 'o'],
}
// prettier-ignore
const VOWEL_LETTERS: Record<string, [string, string]> = {
  अ: ['a', 'a'], आ: ['a', 'aa'], इ: ['i', 'i'], ई: ['i', 'ee'], उ: ['u', 'u'], ऊ: ['u', 'oo'], ऋ: ['ri', 'ri'],
  ए: ['e', 'e'], ऐ: ['ai', 'ai'], ओ: ['o', 'o'], औ: ['au', 'au'], ऍ: ['e', 'e'], ऑ: ['o', 'o'],
}
const VIRAMA = '्'
const NUKTA_SIGN = '़'
const ANUSVARA = 'ं'
const CHANDRABINDU = 'ँ'
const VISARGA = 'ः'
const DIGITS = '०१२३४५६७८९'

/** One written syllable: a consonant (or none, for a vowel letter) and its vowel. */
type Unit = {
  consonant: string
  /** The vowel's two spellings; null: the consonant's inherent "a"; '': a virama (no vowel). */
  vowel: [string, string] | null
  /** A nasal (anusvara, chandrabindu) or visarga after the vowel. */
  after: string
  /** Digits and Latin letters pass through as they are. */
  literal?: string
}

function units(word: string): Unit[] {
  const out: Unit[] = []
  for (let i = 0; i < word.length; i++) {
    const ch = word.charAt(i)
    const last = out.at(-1)
    const consonant = CONSONANTS[ch]
    if (consonant !== undefined) {
      out.push({ consonant, vowel: null, after: '' })
    } else if (ch === NUKTA_SIGN && last && last.vowel === null) {
      const base = word.charAt(i - 1)
      last.consonant = NUKTA[base] ?? last.consonant
    } else if (VOWEL_SIGNS[ch] && last && last.vowel === null && !last.literal) {
      last.vowel = VOWEL_SIGNS[ch]
    } else if (ch === VIRAMA && last && last.vowel === null) {
      last.vowel = ['', '']
    } else if (VOWEL_LETTERS[ch]) {
      out.push({ consonant: '', vowel: VOWEL_LETTERS[ch], after: '' })
    } else if ((ch === ANUSVARA || ch === CHANDRABINDU || ch === VISARGA) && last && !last.literal) {
      last.after = ch
    } else if (DIGITS.includes(ch)) {
      out.push({ consonant: '', vowel: ['', ''], after: '', literal: String(DIGITS.indexOf(ch)) })
    } else if (/[a-z0-9]/.test(ch)) {
      out.push({ consonant: '', vowel: ['', ''], after: '', literal: ch })
    }
    // Anything else (another script's letter, a stray sign) is dropped.
  }
  return out
}

const hasVowel = (unit: Unit | undefined) => Boolean(unit && !unit.literal && (unit.vowel === null || unit.vowel[0]))

/**
 * Hindi drops the inherent "a" at a word's end (कमल → kamal) and between a vowel and a consonant
 * that has its own vowel (नमकीन → namkeen, बासमती → basmati): the usual schwa deletion, left to right.
 */
function dropSchwas(word: Unit[]): boolean[] {
  const dropped = word.map(() => false)
  const keeps = (i: number) => hasVowel(word[i]) && !dropped[i]
  const last = word.length - 1
  // A word's end, or a digit after it (दुकान२४ → dukan24).
  word.forEach((unit, i) => {
    const atEnd = i === last || Boolean(word[i + 1]?.literal)
    if (i > 0 && atEnd && unit.consonant && unit.vowel === null) dropped[i] = true
  })
  for (let i = 1; i < last; i++) {
    const unit = word[i]
    if (!unit?.consonant || unit.vowel !== null || unit.after) continue
    if (keeps(i - 1) && word[i + 1]?.consonant && keeps(i + 1)) dropped[i] = true
  }
  return dropped
}

function spell(word: Unit[], variant: 0 | 1): string {
  const dropped = dropSchwas(word)
  let text = ''
  word.forEach((unit, i) => {
    if (unit.literal) {
      text += unit.literal
      return
    }
    text += unit.consonant
    if (unit.vowel === null) text += dropped[i] ? '' : 'a'
    else text += unit.vowel[variant]
    if (unit.after === VISARGA) text += 'h'
    else if (unit.after) {
      // A nasal before p, b or m is an "m" (चंपा → champa), otherwise an "n" (हिंदी → hindi).
      const next = word[i + 1]?.consonant ?? ''
      text += /^[pbm]/.test(next) ? 'm' : 'n'
    }
  })
  return text
}

const DEVANAGARI = /[\u0900-\u097F]/

/**
 * A Devanagari word in Latin letters, as Hinglish writes it: the plain spelling first, then the one
 * with long vowels doubled when it differs (पनीर → ["panir", "paneer"]). Empty for a word with no
 * Devanagari in it.
 */
export function devanagariToLatin(word: string): string[] {
  if (!DEVANAGARI.test(word)) return []
  const parsed = units(word.normalize('NFC'))
  const spellings = [spell(parsed, 0), spell(parsed, 1)].filter(Boolean)
  return [...new Set(spellings)]
}

/**
 * Common Hindi (either script) shopping words and the English words a catalogue names them with.
 * Keys are lowercased words as searchWords makes them; values single English words (the search
 * takes each as a prefix, stemmed). English words are not keys: "phone" stays "phone".
 */
// prettier-ignore
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Groceries
  मसाला: ['masala', 'spice'], masala: ['spice'],
  चावल: ['rice'], chawal: ['rice'], chaval: ['rice'],
  आटा: ['atta', 'flour'], atta: ['flour'], aata: ['atta', 'flour'],
  दाल: ['dal', 'lentils'], dal: ['lentils'], daal: ['dal', 'lentils'],
  चीनी: ['sugar'], cheeni: ['sugar'], chini: ['sugar'],
  नमक: ['salt'], namak: ['salt'],
  तेल: ['oil'], tel: ['oil'],
  घी: ['ghee'],
  चाय: ['chai', 'tea'], chai: ['tea'], chay: ['chai', 'tea'],
  हल्दी: ['haldi', 'turmeric'], haldi: ['turmeric'],
  मिर्च: ['chilli', 'chili'], mirch: ['chilli', 'chili'], mirchi: ['chilli', 'chili'],
  मिर्ची: ['chilli', 'chili'],
  दूध: ['milk'], doodh: ['milk'], dudh: ['milk'],
  शहद: ['honey'], shahad: ['honey'],
  पनीर: ['paneer'],
  बिस्कुट: ['biscuit', 'biscuits', 'cookies'], biskut: ['biscuit', 'cookies'],
  // Fashion
  कुर्ता: ['kurta'], कुर्ती: ['kurti', 'kurta'],
  साड़ी: ['saree', 'sari'], साडी: ['saree', 'sari'], saree: ['sari'], sari: ['saree'], sadi: ['saree', 'sari'],
  जूते: ['shoes'], जूता: ['shoes'], joote: ['shoes'], joota: ['shoes'],
  चप्पल: ['chappal', 'slippers', 'sandals'], chappal: ['slippers', 'sandals'],
  कमीज़: ['shirt'], शर्ट: ['shirt'], कमीज: ['shirt'], kameez: ['shirt'], kamiz: ['shirt'],
  पैंट: ['pant', 'pants', 'trousers'], patloon: ['trousers', 'pants'],
  दुपट्टा: ['dupatta', 'stole'], dupatta: ['stole'],
  लहंगा: ['lehenga'], लहँगा: ['lehenga'], lehnga: ['lehenga'], lahanga: ['lehenga'],
  घड़ी: ['watch', 'watches'], घडी: ['watch', 'watches'], ghadi: ['watch', 'watches'], ghari: ['watch'],
  बैग: ['bag', 'bags'], थैला: ['bag'], thaila: ['bag'], jhola: ['bag'], झोला: ['bag'],
  चश्मा: ['sunglasses', 'glasses', 'spectacles'], chashma: ['sunglasses', 'glasses', 'spectacles'],
  टोपी: ['cap', 'hat'], topi: ['cap', 'hat'],
  जींस: ['jeans', 'denim'], जीन्स: ['jeans', 'denim'],
  // Electronics
  फ़ोन: ['phone', 'smartphone', 'mobile'], फोन: ['phone', 'smartphone', 'mobile'],
  मोबाइल: ['mobile', 'smartphone', 'phone'],
  लैपटॉप: ['laptop'],
  पंखा: ['fan'], pankha: ['fan'],
  टीवी: ['tv', 'television'],
  चार्जर: ['charger'],
  हेडफ़ोन: ['headphones', 'earphones'], हेडफोन: ['headphones', 'earphones'],
  ईयरफ़ोन: ['earphones', 'earbuds'], ईयरफोन: ['earphones', 'earbuds'],
  कैमरा: ['camera'],
  बल्ब: ['bulb'],
  प्रेस: ['iron'], istri: ['iron'], इस्त्री: ['iron'],
  फ्रिज: ['fridge', 'refrigerator'], फ़्रिज: ['fridge', 'refrigerator'],
  केतली: ['kettle'], ketli: ['kettle'],
  कुकर: ['cooker'],
  कड़ाही: ['kadai', 'kadhai', 'wok'], कढ़ाई: ['kadai', 'kadhai', 'wok'], kadhai: ['kadai', 'wok'], kadai: ['kadhai', 'wok'],
}

/** At most this many ways of writing one word are searched: the query stays small for the index. */
const MAX_ALTERNATIVES = 6

/**
 * Every way one search word is searched: itself, its Latin spelling when it is Devanagari, and its
 * synonyms (SEARCH_SYNONYMS) under any of those. The word itself always comes first.
 */
export function searchAlternatives(word: string): string[] {
  const spellings = [word, ...devanagariToLatin(word)]
  const all = new Set<string>()
  for (const spelling of spellings) {
    all.add(spelling)
    for (const synonym of SEARCH_SYNONYMS[spelling] ?? []) all.add(synonym)
  }
  return [...all].filter(Boolean).slice(0, MAX_ALTERNATIVES)
}
