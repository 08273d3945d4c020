import { readFileSync } from 'node:fs'

/**
 * RBI's banks by IFSC as Haat ships them (bank-directory.json, made by
 * scripts/make-bank-directory.mjs from Razorpay's `ifsc` package): the bank of an IFSC is its
 * first 4 letters', unless the branch is one a bank lends to a smaller one (a sublet). Branch names
 * are not in any offline package (only behind an online API, which the server never calls), so only
 * the bank is named. Read from disk once, on the first lookup; beside main.js in the build.
 * Codes such as IXXX, JXXX, MXXX, SXXX and UXXX are not placeholders: they are the package's own
 * keys (its CHANGELOG: "IXXX as custom bank code for Indrayani Co-operative Bank") for banks with
 * no IFSC prefix of their own, reached only through the sublets of the branches they use.
 */
type DirectoryFile = { banks: Record<string, string>; sublets: Record<string, string> }

let directory: { banks: Map<string, string>; sublets: Map<string, string> } | undefined

function load() {
  const file = JSON.parse(readFileSync(new URL('./bank-directory.json', import.meta.url), 'utf8')) as DirectoryFile
  return { banks: new Map(Object.entries(file.banks)), sublets: new Map(Object.entries(file.sublets)) }
}

/** The bank a well-formed IFSC belongs to, or null when the directory does not know its code. */
export function bankOfIfsc(ifsc: string): string | null {
  directory ??= load()
  let code = directory.sublets.get(ifsc)
  // Some are whole ranges of branches, listed by their prefix, or a bank code renamed.
  for (let length = 10; !code && length >= 4; length -= 1) code = directory.sublets.get(ifsc.slice(0, length))
  return directory.banks.get(code ?? ifsc.slice(0, 4)) ?? null
}
