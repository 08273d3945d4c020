// Imported first by each entry point (main, migrate, create-admin): on an old Node.js, one clear
// sentence and exit 1, instead of a stack trace from whichever dependency fails first.
import { unsupportedNodeReason } from './lib/supported-node'

const reason = unsupportedNodeReason(process.versions.node)
if (reason) {
  console.error(reason)
  process.exit(1)
}
