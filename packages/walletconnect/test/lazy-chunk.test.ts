import { gzipSync } from 'node:zlib'
import { build, defaultClientConditions, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

// What an app pays up front for WalletConnect: a production build (Vite, as the lab and the size fixtures use) of an
// entry that creates the client, the wagmi connector and the adapter. The universal provider and the sign client
// must be in a chunk of their own that only the first pairing imports.
const ENTRY = new URL('./size-entry.ts', import.meta.url).pathname
// Text only the WalletConnect SDKs carry (storage key of the universal provider, the sign client's context name).
const SDK_MARKERS = ['universal_provider', 'wc_sessionPropose']

describe('lazy loading of the universal provider', () => {
  it('the entry chunk has none of the SDK; one dynamic chunk has it', async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
      build: { write: false, minify: true, rollupOptions: { input: ENTRY }, modulePreload: false },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
    const chunks = (Array.isArray(output) ? output.flatMap((o) => o.output) : output.output).filter(
      (o): o is Rolldown.OutputChunk => o.type === 'chunk',
    )
    const entry = chunks.find((c) => c.isEntry)
    expect(entry).toBeDefined()
    // Everything the entry pulls in statically.
    const initial = new Set<string>([entry?.fileName ?? ''])
    const queue = [...(entry?.imports ?? [])]
    while (queue.length > 0) {
      const name = queue.shift() as string
      if (initial.has(name)) continue
      initial.add(name)
      queue.push(...(chunks.find((c) => c.fileName === name)?.imports ?? []))
    }
    const initialChunks = chunks.filter((c) => initial.has(c.fileName))
    const lazyChunks = chunks.filter((c) => !initial.has(c.fileName))
    for (const chunk of initialChunks) {
      for (const marker of SDK_MARKERS)
        expect(chunk.code.includes(marker), `${marker} in ${chunk.fileName}`).toBe(false)
    }
    expect(lazyChunks.some((c) => SDK_MARKERS.every((m) => c.code.includes(m)))).toBe(true)
    const gzip = (chunks: Rolldown.OutputChunk[]) => chunks.reduce((n, c) => n + gzipSync(c.code).length, 0)
    const initialGzip = gzip(initialChunks)
    const lazyGzip = gzip(lazyChunks)
    console.log(`[walletconnect size] initial ${initialGzip} B gzip, lazy ${lazyGzip} B gzip`)
    // The package's own initial code is small; the SDK (~100 kB gzip) is all lazy.
    expect(initialGzip).toBeLessThan(12_000)
    expect(lazyGzip).toBeGreaterThan(50_000)
  }, 120_000)
})
