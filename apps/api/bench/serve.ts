// The service under benchmark, in its own process so the load generator does not share its event loop: a fresh
// anvil with the dev contracts and exchange, the api on in-memory PGlite with PUSD and the exchange configured, and a
// 1,000-wallet catalogue.
// Prints one JSON line `{ url }` when ready; SIGTERM stops everything.
import { DEV_TOKEN, deployDevContracts, deployDevSwap, devSwapConfig } from '@portico/dev-contracts'
import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { writeEnlargedCatalogue } from '../src/catalogue/enlarged'
import { silentLogger } from '../src/http/logger'
import { startApiServer } from '../src/server/listen'

const anvil = await startTestAnvil(31337)
// The bundled 600 wallets plus renamed copies up to 1,000, so search runs over the budget's catalogue size.
const catalogue = writeEnlargedCatalogue(1000)
await Promise.all([deployDevContracts(anvil.url), deployDevSwap(anvil.url)])
const api = await startApiServer({
  logger: silentLogger,
  store: { kind: 'pglite', dataDir: 'memory' },
  catalogueDir: catalogue.dir,
  // The limiter still runs on every request; only its ceiling is raised so the load is not answered with 429s.
  rateLimitPerMinute: 1_000_000_000,
  chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.url, tokens: [{ ...DEV_TOKEN }], swap: devSwapConfig() }],
})
process.stdout.write(`${JSON.stringify({ url: api.url })}\n`)

let stopping = false
process.on('SIGTERM', async () => {
  if (stopping) return
  stopping = true
  await api.close()
  await anvil.stop()
  catalogue.dispose()
  process.exit(0)
})
