// The web app runs on React and React DOM, as the project's owner asked (docs/decisions/039, superseded):
// this reads the production build, the browser's bundle and the server renderer's, and fails when
// either lacks React DOM or holds Preact, so the runtime cannot drift again unnoticed. `npm test` runs
// it after building what changed.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from './build-if-needed.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** What only each runtime's production build writes. */
const MARKS = {
  // React DOM's client announces itself to the developer tools by its package name.
  reactDomClient: /rendererPackageName:\s*[`"']react-dom[`"']/,
  // React DOM's streaming server renderer writes these scripts into the page it streams.
  reactDomServer: /\$RC=function[\s\S]*_reactRetry|_reactRetry[\s\S]*\$RC=function/,
  // preact/compat's event-name table, and preact-render-to-string's comment element.
  preact: /["'`](ondoubleclick|oninputCapture|UNSTABLE_comment)["'`]/,
}

function scriptsUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** The problems with one bundle: its files' text, read whole. */
function runtimeProblems(name, files, reactMark) {
  const problems = []
  const text = files.map((file) => readFileSync(file, 'utf8'))
  if (!text.some((body) => reactMark.test(body))) problems.push(`${name} does not contain React DOM`)
  const preactFile = files.find((_file, index) => MARKS.preact.test(text[index]))
  if (preactFile) problems.push(`${name} contains Preact (${path.relative(root, preactFile)})`)
  return problems
}

function main() {
  if (!process.argv.includes('--no-build')) buildIfNeeded({ quiet: true })
  const problems = [
    ...runtimeProblems(
      'the browser bundle (apps/web/dist)',
      scriptsUnder(path.join(root, 'apps/web/dist/assets')),
      MARKS.reactDomClient,
    ),
    ...runtimeProblems(
      'the server renderer (apps/web/dist-ssr)',
      scriptsUnder(path.join(root, 'apps/web/dist-ssr')),
      MARKS.reactDomServer,
    ),
  ]
  // Nor anywhere in the web app's dependency tree.
  const tree = spawnSync('npm', ['ls', 'preact', 'preact-render-to-string', '--all', '--parseable'], {
    cwd: root,
    encoding: 'utf8',
  })
  const preactInstalled = tree.stdout.split('\n').filter((line) => line.trim() !== '')
  if (preactInstalled.length > 0) problems.push(`Preact is installed: ${preactInstalled.join(', ')}`)

  if (problems.length > 0) {
    console.error(`The web app must run on React and React DOM:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log('React runtime check: the browser bundle and the server renderer run on React DOM; no Preact.')
}

main()
