import { fileURLToPath } from 'node:url'
import type { Plugin } from 'rolldown'

/** The browser scripts the secure site serves, by the file name they are served under (/assets/<name>). */
const ENTRIES = {
  frame: fileURLToPath(new URL('../frame/main.ts', import.meta.url)),
  'social-start': fileURLToPath(new URL('../popup/social-start.ts', import.meta.url)),
  'social-callback': fileURLToPath(new URL('../popup/social-callback.ts', import.meta.url)),
}

const SELF = fileURLToPath(import.meta.url)

/**
 * viem pins @noble/curves 1.9.1 while @scure/bip32 and micro-key-producer take the newest 1.9.x: bundled as they
 * resolve, the frame would carry two secp256k1 and two ed25519 implementations (~15 KB gzip). Every @noble import is
 * resolved as if made from this package, whose own dependencies are viem's versions, so one copy is bundled.
 */
const oneNoble: Plugin = {
  name: 'secure-site:one-noble',
  resolveId(source, importer, extra) {
    if (!/^@noble\/(curves|hashes)(\/|$)/.test(source) || importer === SELF) return null
    return this.resolve(source, SELF, { ...extra, skipSelf: true })
  },
}

export type Assets = ReadonlyMap<string, string>

/**
 * Bundles the frame and popup scripts with rolldown (the bundler under tsdown and Vite) into memory, minified. Each
 * entry is self-contained: no chunk is shared, so a page loads exactly one script and the CSP needs nothing more.
 */
export async function buildAssets(): Promise<Assets> {
  // Loaded here, not at the top: starting the server (e.g. in the dev stack) should not load the bundler.
  const { rolldown } = await import('rolldown')
  const assets = new Map<string, string>()
  await Promise.all(
    Object.entries(ENTRIES).map(async ([name, input]) => {
      const bundle = await rolldown({
        input,
        platform: 'browser',
        // Workspace packages are read from their TypeScript sources, as everywhere else in the repo.
        resolve: { conditionNames: ['@portico/source', 'browser', 'import', 'default'] },
        plugins: [oneNoble],
        // @solana/kit's errors read process.env.NODE_ENV (a browser has no `process`): production drops its message
        // table.
        transform: { define: { 'process.env.NODE_ENV': '"production"' } },
        logLevel: 'warn',
      })
      try {
        const { output } = await bundle.generate({ format: 'esm', minify: true })
        const [chunk] = output
        if (chunk?.type !== 'chunk') throw new Error(`secure-site: ${name} gave no script`)
        assets.set(`${name}.js`, chunk.code)
      } finally {
        await bundle.close()
      }
    }),
  )
  return assets
}
