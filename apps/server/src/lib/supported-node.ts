/**
 * The oldest Node.js Haat runs on, as package.json's `engines` says (a test keeps the two equal).
 * Node 20 reached its end of life on 2026-04-30, and production dependencies (cookie 2,
 * content-disposition 3) already want 22.
 */
export const OLDEST_NODE = { major: 22, minor: 12 } as const

/** Why `version` (process.versions.node) cannot run Haat, or null when it can. */
export function unsupportedNodeReason(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  if (major > OLDEST_NODE.major || (major === OLDEST_NODE.major && minor >= OLDEST_NODE.minor)) return null
  return (
    `Haat needs Node.js ${OLDEST_NODE.major}.${OLDEST_NODE.minor} or newer (24 LTS recommended); ` +
    `this is Node.js ${version}. Install a supported version (README.md, "Try it") and run the command again.`
  )
}
