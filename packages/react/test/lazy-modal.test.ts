import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '../src')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

// The initial bundle must not contain the modal: its code is reachable only through a dynamic import().
describe('initial-bundle boundary', () => {
  const sources = files(SRC).filter((f) => !f.includes('.test.'))
  const staticImports = sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^'"]*from\s+'([^']+)'/gm)].map((m) => ({
      file,
      specifier: m[1],
    })),
  )

  it('has sources to check', () => {
    expect(sources.length).toBeGreaterThan(3)
    expect(staticImports.length).toBeGreaterThan(3)
  })

  it('never imports @portico/scaffold (beyond its small /messages entry) or @portico/ui statically', () => {
    const offenders = staticImports.filter(
      (i) => i.specifier === '@portico/scaffold' || i.specifier?.startsWith('@portico/ui'),
    )
    expect(offenders).toEqual([])
  })

  it('loads the modal with a dynamic import()', () => {
    const text = sources.map((f) => readFileSync(f, 'utf8')).join('\n')
    expect(text).toContain("import('@portico/scaffold')")
  })
})
