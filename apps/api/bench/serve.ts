// The service under benchmark, in its own process so the load generator does not share its event loop: a fresh
// anvil with the dev contracts, the api on in-memory PGlite with PUSD configured, and a 1,000-wallet catalogue.
// Prints one JSON line `{ url }` when ready; SIGTERM stops everything.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_TOKEN, deployDevContracts } from '@portico/dev-contracts'
import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { defaultCatalogueDir } from '../src/catalogue/catalogue'
import { silentLogger } from '../src/http/logger'
import { startApiServer } from '../src/server/listen'

/** The bundled 600 wallets plus renamed copies up to 1,000, so search runs over the budget's catalogue size. */
function catalogueOf(size: number): string {
  const source = defaultCatalogueDir()
  const wallets = JSON.parse(readFileSync(join(source, 'wallets.json'), 'utf8')) as {
    id: string
    name: string
    order: number
  }[]
  const extra = []
  for (let i = 0; wallets.length + extra.length < size; i++) {
    const w = wallets[i % wallets.length] as (typeof wallets)[number]
    extra.push({
      ...w,
      id: `${w.id.slice(0, 56)}${String(i).padStart(8, '0')}`,
      name: `${w.name} Copy ${i}`,
      order: wallets.length + i + 1,
    })
  }
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-catalogue-'))
  writeFileSync(join(dir, 'wallets.json'), JSON.stringify([...wallets, ...extra]))
  writeFileSync(join(dir, 'wallet-images.json'), readFileSync(join(source, 'wallet-images.json')))
  return dir
}

const anvil = await startTestAnvil(31337)
const catalogueDir = catalogueOf(1000)
await deployDevContracts(anvil.url)
const api = await startApiServer({
  logger: silentLogger,
  store: { kind: 'pglite', dataDir: 'memory' },
  catalogueDir,
  // The limiter still runs on every request; only its ceiling is raised so the load is not answered with 429s.
  rateLimitPerMinute: 1_000_000_000,
  chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.url, tokens: [{ ...DEV_TOKEN }] }],
})
process.stdout.write(`${JSON.stringify({ url: api.url })}\n`)

let stopping = false
process.on('SIGTERM', async () => {
  if (stopping) return
  stopping = true
  await api.close()
  await anvil.stop()
  rmSync(catalogueDir, { recursive: true, force: true })
  process.exit(0)
})
