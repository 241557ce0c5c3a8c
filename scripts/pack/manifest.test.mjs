import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { checkManifest, entryTargets, porticoSpecifiers } from './manifest.mjs'

/** An unpacked package folder holding `files` ({ 'dist/index.js': '…' }). */
function unpacked(files) {
  const dir = mkdtempSync(join(tmpdir(), 'portico-manifest-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

const good = (name = '@portico/core') => ({
  name,
  license: 'Apache-2.0',
  repository: { type: 'git', url: 'git+https://github.com/portico-wallet/portico.git', directory: 'packages/core' },
  homepage: 'https://github.com/portico-wallet/portico/tree/main/packages/core#readme',
  exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' }, './package.json': './package.json' },
  dependencies: { '@portico/common': '0.0.0', valtio: '2.1.0' },
})

describe('checkManifest', () => {
  test('a packed package with its files, a LICENSE and resolved versions passes', async () => {
    const dir = unpacked({ LICENSE: 'x', 'dist/index.js': 'export {}', 'dist/index.d.ts': 'export {}' })
    expect(await checkManifest(dir, good())).toEqual([])
  })

  test('workspace: versions, the source condition, a missing file and a missing LICENSE are each named', async () => {
    const dir = unpacked({ 'dist/index.js': 'export {}' })
    const manifest = {
      ...good(),
      exports: { '.': { '@portico/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' } },
      dependencies: { '@portico/common': 'workspace:*' },
    }
    expect(await checkManifest(dir, manifest)).toEqual([
      "@portico/core: dependencies.@portico/common is still 'workspace:*'",
      '@portico/core: no LICENSE in the tarball',
      "@portico/core: exports '.' keeps @portico/source",
      "@portico/core: '.' points at missing ./src/index.ts",
      "@portico/core: '.' points at missing ./dist/index.d.ts",
    ])
  })

  test('a package without repository or homepage is named for each', async () => {
    const dir = unpacked({ LICENSE: 'x', 'dist/index.js': 'export {}', 'dist/index.d.ts': 'export {}' })
    const { repository: _repository, homepage: _homepage, ...manifest } = good()
    expect(await checkManifest(dir, manifest)).toEqual([
      '@portico/core: no repository.url',
      '@portico/core: no homepage',
    ])
  })

  test("@portico/react's entry must start with 'use client'", async () => {
    const files = { LICENSE: 'x', 'dist/index.d.ts': 'export {}' }
    const without = unpacked({ ...files, 'dist/index.js': 'import "react"\n"use client";' })
    expect(await checkManifest(without, good('@portico/react'))).toEqual([
      "@portico/react: ./dist/index.js does not start with 'use client'",
    ])
    const kept = unpacked({ ...files, 'dist/index.js': '"use client";\nimport "react"' })
    expect(await checkManifest(kept, good('@portico/react'))).toEqual([])
  })
})

test('entryTargets lists the public subpaths and their files, not ./package.json', () => {
  expect(
    entryTargets({ exports: { '.': { import: './a.js' }, './x': './x.js', './package.json': './package.json' } }),
  ).toEqual([
    { subpath: '.', files: ['./a.js'], conditions: ['import'] },
    { subpath: './x', files: ['./x.js'], conditions: [] },
  ])
})

describe('porticoSpecifiers', () => {
  test('finds static, side-effect and lazy imports of @portico packages, once each, and nothing else', () => {
    const code = [
      'import { a } from "@portico/common";',
      "import{b}from'@portico/common/units';",
      'import "@portico/ui/page";',
      'const view = () => import("@portico/scaffold");',
      'const again = () => import( `@portico/common` );',
      'import { c } from "viem";',
      'const condition = "@portico/source";',
      'export * from "@portico/core";',
    ].join('\n')
    expect(porticoSpecifiers(code)).toEqual([
      '@portico/common',
      '@portico/common/units',
      '@portico/core',
      '@portico/scaffold',
      '@portico/ui/page',
    ])
  })
})
