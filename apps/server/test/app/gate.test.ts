import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { promisify } from 'node:util'
import path from 'node:path'
import { ESLint } from 'eslint'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'

// The one gate (npm test) keeps the boundaries and the formatting: these prove it refuses a
// deliberately broken file, so a rule that silently stops matching is noticed.
const root = path.resolve(import.meta.dirname, '../../../..')
const eslint = new ESLint({ cwd: root })

async function ruleIds(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.map((m) => m.ruleId)
}

describe('npm test refuses', () => {
  it("an import of another module's repository", async () => {
    const inModule = 'apps/server/src/modules/payments/payments.service.ts'
    expect(await ruleIds("export { lockOrder } from '../orders/orders.repository'\n", inModule)).toContain(
      'no-restricted-imports',
    )
    expect(
      await ruleIds("export { lockOrder } from './modules/orders/orders.repository'\n", 'apps/server/src/app.ts'),
    ).toContain('no-restricted-imports')
    // Its public face, and a module's own repository, are fine.
    expect(await ruleIds("export { lockOrder } from '../orders'\n", inModule)).not.toContain('no-restricted-imports')
    expect(
      await ruleIds(
        "export { lockOrder } from './orders.repository'\n",
        'apps/server/src/modules/orders/orders.service.ts',
      ),
    ).not.toContain('no-restricted-imports')
  }, 60_000)

  it("an import of another module's file instead of its public face", async () => {
    const inModule = 'apps/server/src/modules/payments/payments.service.ts'
    expect(await ruleIds("export { readOrder } from '../orders/orders.service'\n", inModule)).toContain(
      'no-restricted-imports',
    )
    expect(
      await ruleIds("export { hashPassword } from '../modules/auth/password'\n", 'apps/server/src/plugins/auth.ts'),
    ).toContain('no-restricted-imports')
    // The public face, a module's own files, shared code below the modules, and the wiring in app.ts are fine.
    for (const [code, file] of [
      ["export { readOrder } from '../orders'\n", inModule],
      ["export { hashPassword } from '../modules/auth'\n", 'apps/server/src/plugins/auth.ts'],
      ["export { AppError } from '../../lib/app-error'\n", inModule],
      ["export { readOrder } from './orders.service'\n", 'apps/server/src/modules/orders/orders.routes.ts'],
      ["export { ordersRoutes } from './modules/orders/orders.routes'\n", 'apps/server/src/app.ts'],
    ] as const) {
      expect(await ruleIds(code, file), `${code} in ${file}`).not.toContain('no-restricted-imports')
    }
  }, 60_000)

  it('a web feature importing another feature, or shared code importing a feature', async () => {
    const inFeature = 'apps/web/src/features/checkout/routes/checkout-page.tsx'
    expect(await ruleIds("export { useCart } from '../../cart/hooks/use-cart'\n", inFeature)).toContain(
      'no-restricted-imports',
    )
    expect(
      await ruleIds(
        "export { useCart } from '../../features/cart/hooks/use-cart'\n",
        'apps/web/src/api/cart/get-cart.ts',
      ),
    ).toContain('no-restricted-imports')
    // Its own parts, the shared data layer and lib are fine.
    for (const code of [
      "export { usePlaceOrder } from '../api/place-order'\n",
      "export { cartQuery } from '../../../api/cart/get-cart'\n",
      "export { api } from '../../../lib/api-client'\n",
    ]) {
      expect(await ruleIds(code, inFeature), code).not.toContain('no-restricted-imports')
    }
  }, 60_000)

  it('a non-null assertion in product code (tests may use them)', async () => {
    const code = 'export const first = (list: string[]) => list[0]!\n'
    expect(await ruleIds(code, 'apps/server/src/modules/orders/orders.service.ts')).toContain(
      '@typescript-eslint/no-non-null-assertion',
    )
    expect(await ruleIds(code, 'apps/web/src/lib/format.ts')).toContain('@typescript-eslint/no-non-null-assertion')
    expect(await ruleIds(code, 'apps/server/test/orders.int.test.ts')).not.toContain(
      '@typescript-eslint/no-non-null-assertion',
    )
  }, 60_000)

  it('a read of process.env outside config.ts', async () => {
    const code = 'export const port = process.env.PORT\n'
    expect(await ruleIds(code, 'apps/server/src/modules/orders/orders.service.ts')).toContain(
      'no-restricted-properties',
    )
    expect(await ruleIds(code, 'apps/server/src/config.ts')).not.toContain('no-restricted-properties')
  }, 60_000)

  it('an unused export, file or dependency (knip), and runs the check', async () => {
    // A tiny project with one of each, checked by the repository's knip.
    const dir = await mkdtemp(path.join(tmpdir(), 'haat-knip-'))
    try {
      await writeFile(
        path.join(dir, 'package.json'),
        JSON.stringify({ name: 'probe', type: 'module', main: 'index.ts', dependencies: { 'left-pad': '1.3.0' } }),
      )
      await writeFile(path.join(dir, 'index.ts'), "import { used } from './lib'\nconsole.log(used)\n")
      await writeFile(path.join(dir, 'lib.ts'), 'export const used = 1\nexport const unused = 2\n')
      await writeFile(path.join(dir, 'orphan.ts'), 'export const orphan = 3\n')
      const knip = path.join(root, 'node_modules/.bin/knip')
      const result = await promisify(execFile)(knip, ['--directory', dir, '--no-progress', '--reporter', 'json'], {
        cwd: dir,
      }).then(
        () => ({ failed: false, stdout: '' }),
        (error: { stdout: string }) => ({ failed: true, stdout: error.stdout }),
      )
      expect(result.failed).toBe(true)
      expect(result.stdout).toContain('"unused"')
      expect(result.stdout).toContain('left-pad')
      expect(result.stdout).toContain('orphan.ts')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.test).toContain('npm run knip')
  }, 60_000)

  it('an unformatted file, and runs the check', async () => {
    const options = (await prettier.resolveConfig(path.join(root, 'apps/server/src/app.ts'))) ?? {}
    expect(await prettier.check('const a = {b:1}\n', { ...options, parser: 'typescript' })).toBe(false)
    expect(await prettier.check('const a = { b: 1 }\n', { ...options, parser: 'typescript' })).toBe(true)
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts.test).toContain('npm run format:check')
    expect(pkg.scripts['format:check']).toBe('prettier --check .')
  })
})

/** Which modules each module imports (through their public faces), read from the source. */
async function moduleGraph(): Promise<Map<string, Set<string>>> {
  const modulesDir = path.join(root, 'apps/server/src/modules')
  const graph = new Map<string, Set<string>>()
  for (const name of await readdir(modulesDir)) {
    const deps = new Set<string>()
    for (const file of await readdir(path.join(modulesDir, name))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
      const source = await readFile(path.join(modulesDir, name, file), 'utf8')
      for (const [, dep] of source.matchAll(/from '\.\.\/([a-z-]+)'/g)) deps.add(dep!)
    }
    graph.set(name, deps)
  }
  return graph
}

describe('the server modules', () => {
  it('depend on each other without a cycle (docs/architecture.md draws the layers)', async () => {
    const graph = await moduleGraph()
    expect(graph.get('checkout')).toContain('cart')
    const cycles: string[] = []
    const visit = (name: string, trail: string[]) => {
      if (trail.includes(name)) return cycles.push([...trail.slice(trail.indexOf(name)), name].join(' → '))
      for (const dep of graph.get(name) ?? []) visit(dep, [...trail, name])
    }
    for (const name of graph.keys()) visit(name, [])
    expect(cycles).toEqual([])
  })
})
