import { describe, expect, it } from 'vitest'
import { initialJsFiles } from './manifest.mjs'

// A made-up manifest in Vite's shape: an HTML entry with a static vendor chunk (which imports a shared chunk) and a
// lazy route whose own static import must not count as initial.
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b.js'],
    dynamicImports: ['src/lazy.ts'],
    css: ['assets/index-x.css'],
  },
  '_vendor-b.js': { file: 'assets/vendor-b.js', imports: ['_shared-c.js'] },
  '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_vendor-b.js'] },
  'src/lazy.ts': { file: 'assets/lazy-d.js', src: 'src/lazy.ts', isDynamicEntry: true, imports: ['_lazy-dep-e.js'] },
  '_lazy-dep-e.js': { file: 'assets/lazy-dep-e.js' },
  '_style.css': { file: 'assets/style-f.css' },
}

describe('initialJsFiles', () => {
  it('walks the entry and its static imports, through cycles, and leaves lazy chunks out', () => {
    expect(initialJsFiles(manifest)).toEqual(['assets/index-a.js', 'assets/shared-c.js', 'assets/vendor-b.js'])
  })

  it('counts a chunk that a lazy route shares with the entry once', () => {
    const shared = {
      ...manifest,
      'index.html': { ...manifest['index.html'], imports: ['_vendor-b.js', '_lazy-dep-e.js'] },
    }
    expect(initialJsFiles(shared)).toEqual([
      'assets/index-a.js',
      'assets/lazy-dep-e.js',
      'assets/shared-c.js',
      'assets/vendor-b.js',
    ])
  })

  it('unions several entries', () => {
    const two = { ...manifest, 'other.html': { file: 'assets/other-g.js', isEntry: true, imports: ['_lazy-dep-e.js'] } }
    expect(initialJsFiles(two)).toContain('assets/other-g.js')
    expect(initialJsFiles(two)).toContain('assets/lazy-dep-e.js')
  })

  it('rejects a manifest without an entry and one that names a chunk it lacks', () => {
    expect(() => initialJsFiles({ 'a.js': { file: 'a.js' } })).toThrow(/no entry chunk/)
    expect(() => initialJsFiles({ 'a.js': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } })).toThrow(
      /_gone\.js/,
    )
  })
})
