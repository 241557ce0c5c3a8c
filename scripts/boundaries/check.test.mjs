import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'
import { checkBoundaries, findCycles, importsOf } from './check.mjs'

const roots = []
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true })
})

/** A throw-away workspace: { 'packages/core/src/index.ts': '…', … } plus package.json files made from `deps`. */
function workspace(pkgs, files) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'))
  roots.push(root)
  for (const [dir, meta] of Object.entries(pkgs)) {
    mkdirSync(join(root, dir, 'src'), { recursive: true })
    const dependencies = Object.fromEntries((meta.deps ?? []).map((d) => [d, '*']))
    writeFileSync(
      join(root, dir, 'package.json'),
      JSON.stringify({ name: meta.name, private: meta.private, dependencies }),
    )
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const base = {
  'packages/common': { name: '@portico/common' },
  'packages/core': { name: '@portico/core', deps: ['@portico/common', 'valtio', 'react', 'viem'] },
  'packages/ui': { name: '@portico/ui', deps: ['@portico/common', 'react'] },
  'packages/adapter-wagmi': { name: '@portico/adapter-wagmi', deps: ['@portico/core', 'viem'] },
  'packages/testing': { name: '@portico/testing', private: true, deps: ['@portico/core'] },
}

describe('import boundaries', () => {
  test('a workspace that follows the rules passes', () => {
    const root = workspace(base, {
      'packages/core/src/index.ts': "import { proxy } from 'valtio'\nimport type { X } from '@portico/common'\n",
      'packages/ui/src/index.tsx': "import { useState } from 'react'\nimport { y } from '@portico/common'\n",
      'packages/adapter-wagmi/src/index.ts':
        "import { createClient } from 'viem'\nimport type { Adapter } from '@portico/core'\n",
      'packages/adapter-wagmi/src/index.test.ts': "import { memoryAdapter } from '@portico/testing'\n",
      'packages/testing/src/index.ts': "import { createCore } from '@portico/core'\n",
    })
    expect(checkBoundaries(root)).toEqual([])
  })

  test("an adapter importing core's internal subpath fails", () => {
    const root = workspace(base, {
      'packages/adapter-wagmi/src/index.ts': "import { SHAKE_MS } from '@portico/core/internal'\n",
    })
    const rules = checkBoundaries(root).map((v) => `${v.pkg} ${v.specifier}: ${v.rule}`)
    expect(rules).toEqual([
      '@portico/adapter-wagmi @portico/core/internal: only @portico/scaffold may import @portico/core/internal',
    ])
  })

  test('core importing React fails', () => {
    const root = workspace(base, { 'packages/core/src/view.ts': "import { useState } from 'react'\n" })
    const rules = checkBoundaries(root).map((v) => `${v.pkg} ${v.specifier}: ${v.rule}`)
    expect(rules).toEqual([
      '@portico/core react: @portico/core must not import react',
      '@portico/core react: only ui, scaffold and react import React',
    ])
  })

  test('core importing viem, even lazily, fails', () => {
    const root = workspace(base, { 'packages/core/src/rpc.ts': "export const load = () => import('viem/accounts')\n" })
    expect(checkBoundaries(root).map((v) => v.specifier)).toEqual(['viem/accounts'])
  })

  test('ui importing core fails', () => {
    const root = workspace(base, { 'packages/ui/src/index.ts': "export { store } from '@portico/core'\n" })
    expect(checkBoundaries(root).map((v) => v.rule)).toEqual([
      '@portico/ui may import only @portico/common',
      'imports a workspace package it does not declare',
    ])
  })

  test('a published package importing @portico/testing in shipped code fails', () => {
    const root = workspace(
      {
        ...base,
        'packages/adapter-wagmi': { name: '@portico/adapter-wagmi', deps: ['@portico/core', '@portico/testing'] },
      },
      { 'packages/adapter-wagmi/src/index.ts': "import { wallet } from '@portico/testing'\n" },
    )
    const rules = checkBoundaries(root).map((v) => v.rule)
    expect(rules).toContain('published package imports a test-only package')
    expect(rules).toContain('published package depends on a test-only package')
  })

  test('an adapter reaching into core internals fails', () => {
    const root = workspace(base, {
      'packages/adapter-wagmi/src/index.ts': "import { x } from '@portico/core/src/controllers/chain'\n",
    })
    expect(checkBoundaries(root).map((v) => v.rule)).toContain('deep import into another package')
  })

  test('a relative import into another package fails', () => {
    const root = workspace(base, { 'packages/ui/src/index.ts': "import { x } from '../../core/src/index'\n" })
    expect(checkBoundaries(root).map((v) => v.rule)).toEqual(['relative import leaves the package'])
  })

  test('a cycle between packages fails', () => {
    const root = workspace(
      { ...base, 'packages/common': { name: '@portico/common', deps: ['@portico/core'] } },
      {
        'packages/common/src/index.ts': "import { a } from '@portico/core'\n",
        'packages/core/src/index.ts': "import { b } from '@portico/common'\n",
      },
    )
    const rules = checkBoundaries(root).map((v) => v.rule)
    expect(rules).toContain('cycle between packages')
    expect(rules).toContain('@portico/common may import only nothing of ours')
  })

  test('findCycles returns each closed path', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ])
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']])
  })

  test('importsOf sees static, type, dynamic and re-export specifiers', () => {
    const found = importsOf(
      "import a from 'x'\nimport type { B } from 'y'\nexport * from 'z'\nconst c = await import('w')\n",
    )
    expect(found.sort()).toEqual(['w', 'x', 'y', 'z'])
  })

  test('this repository follows the rules', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    expect(checkBoundaries(root)).toEqual([])
  })
})
