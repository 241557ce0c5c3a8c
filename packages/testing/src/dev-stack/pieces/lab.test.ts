import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { warmLabDependencies } from './lab'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function root(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-lab-warm-'))
  roots.push(dir)
  return dir
}

describe('warmLabDependencies', () => {
  it('starts nothing when the dependency cache is there', async () => {
    const dir = root()
    mkdirSync(join(dir, 'node_modules', '.vite', 'deps'), { recursive: true })
    writeFileSync(join(dir, 'node_modules', '.vite', 'deps', '_metadata.json'), '{}')
    // A root Vite could start on but whose page never answers: starting it would take the whole 5 s.
    writeFileSync(join(dir, 'vite.config.ts'), 'export default {}\n')
    const began = performance.now()
    expect(await warmLabDependencies(dir, 5_000)).toBe(false)
    expect(performance.now() - began).toBeLessThan(1_000)
  })

  it('a lab that cannot start leaves the work to the next start instead of failing the preparation', async () => {
    await expect(warmLabDependencies(root(), 5_000)).resolves.toBe(false)
  })
})
