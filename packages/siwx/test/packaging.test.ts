import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Every bare module a source entry pulls in, following its relative imports. */
function externalImports(entry: string): Set<string> {
  const seen = new Set<string>()
  const external = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (fileName.startsWith('.')) visit(`${resolve(dirname(file), fileName)}.ts`)
      else external.add(fileName)
    }
  }
  visit(join(root, entry))
  return external
}

const CHAIN_CRYPTO = [/^viem/, /^@polkadot\//, /^@noble\//, /^@scure\//, /^bip322-js/]

describe('packaging', () => {
  it('the main entry carries no chain cryptography; each verifier subpath only its own', () => {
    const main = [...externalImports('src/index.ts')]
    expect(main.filter((m) => CHAIN_CRYPTO.some((re) => re.test(m)))).toEqual([])
    expect([...externalImports('src/evm/index.ts')].filter((m) => !m.startsWith('@portico/'))).toEqual(['viem'])
    expect([...externalImports('src/polkadot/index.ts')].some((m) => m.startsWith('@polkadot/'))).toBe(true)
    expect([...externalImports('src/evm/index.ts')].some((m) => m.startsWith('@polkadot/'))).toBe(false)
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
    expect(Object.keys(pkg.exports)).toEqual(['.', './evm', './solana', './bitcoin', './polkadot', './package.json'])
  })

  it('the committed smart-account test contract matches its Solidity source', () => {
    const out = execFileSync(process.execPath, [join(root, 'scripts/compile-test-contracts.mjs'), '--check'], {
      encoding: 'utf8',
    })
    expect(out).toContain('artifacts match the sources')
  }, 60_000)
})
