import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { loadCatalogue } from '../catalogue/catalogue'
import { loadStoredCatalogue } from '../catalogue/stored'
import { ChainService } from '../chain/chain-service'
import { guardedFetcher } from '../chain/guarded-fetch'
import { HistoryIndexer } from '../chain/history-indexer'
import { NftHoldings } from '../chain/nft-holdings'
import { jsonLogger } from '../http/logger'
import { problem } from '../http/problem'
import { authScope } from '../middleware/auth-scope'
import { projectScope } from '../middleware/project-scope'
import { RateLimiter } from '../middleware/rate-limit'
import { rejectNul } from '../middleware/reject-nul'
import { requestLog } from '../middleware/request-log'
import { EnsLookup } from '../names/ens'
import { createOnRampProvider } from '../onramp/provider-from-env'
import { analyticsRoutes } from '../routes/analytics'
import { authRoutes } from '../routes/auth'
import { catalogueRoutes } from '../routes/catalogue'
import { chainRoutes } from '../routes/chains'
import { configRoutes } from '../routes/config'
import { convertRoutes } from '../routes/convert'
import { gasPriceRoutes } from '../routes/gas-price'
import { historyRoutes } from '../routes/history'
import { identityRoutes } from '../routes/identity'
import { imageRoutes } from '../routes/images'
import { nftRoutes } from '../routes/nfts'
import { notImplementedRoutes } from '../routes/not-implemented'
import { onRampRoutes } from '../routes/onramp'
import { paymasterRoutes } from '../routes/paymaster'
import { profileRoutes } from '../routes/profile'
import { rpcProxyRoutes } from '../routes/rpc-proxy'
import { sessionRoutes } from '../routes/sessions'
import { siwxCredentials, siwxRoutes } from '../routes/siwx'
import { walletConnectRoutes } from '../routes/walletconnect'
import { openStore } from '../store/open-store'
import { SwapService } from '../swap/exchange'
import type { AppContext, AppEnv } from './context'
import type { ApiOptions } from './options'

export type { ApiOptions } from './options'

export interface ApiService {
  app: Hono<AppEnv>
  /** Resolves when the store is open and migrated; /ready answers 503 until then. */
  ready: Promise<AppContext>
  close(): Promise<void>
}

const PUBLIC_PATHS = ['/appkit/*', '/projects/*', '/getAnalyticsConfig', '/getWallets']
const SCOPED_PATHS = ['/v1/*', '/e']

/** Builds the service: HTTP surface at once, store opened in the background. */
export function createApiService(options: ApiOptions = {}): ApiService {
  const now = options.now ?? Date.now
  const logger = options.logger ?? jsonLogger
  const startedAt = now()
  const ready: Promise<AppContext> = (async () => {
    const files = options.catalogueDir ? loadCatalogue(options.catalogueDir) : undefined
    const store = await openStore(options.store ?? { kind: 'pglite', dataDir: 'memory' }, options.seedProjects)
    const catalogue =
      files ??
      (await loadStoredCatalogue(store.catalogue, { now, logger, refreshMs: options.catalogueRefreshMs }).catch(
        async (error: unknown) => {
          await store.close().catch(() => undefined)
          throw error
        },
      ))
    const chains = new ChainService(options.chains ?? [], now)
    const history = new HistoryIndexer(chains, store.transfers, logger, options.historyBlocksPerSync)
    return {
      store,
      catalogue,
      chains,
      ens: new EnsLookup(chains, logger, now),
      swap: new SwapService(chains, now, options.swapBlockPollMs),
      history,
      nfts: new NftHoldings(
        chains,
        history,
        store.transfers,
        logger,
        now,
        guardedFetcher({ allowPrivateAddresses: options.nftMetadataAllowPrivateAddresses ?? false }),
      ),
      rateLimiter: new RateLimiter(store.rateLimits, now, logger),
      logger,
      now,
      options: {
        ...options,
        rateLimitPerMinute: options.rateLimitPerMinute ?? 1200,
        nameZone: options.nameZone ?? 'portico.id',
        nameTimestampToleranceSec: options.nameTimestampToleranceSec ?? 600,
      },
    }
  })()
  let failure: unknown
  ready.catch((error) => {
    failure = error
    logger('error', 'store failed to open', { error: String(error) })
  })

  const app = new Hono<AppEnv>()
  app.use(requestLog(logger, now))
  // Liveness reveals nothing about a project, so any page (the lab's probe, a status page) may read it.
  app.use('/health', cors({ origin: '*' }))
  app.use('/ready', cors({ origin: '*' }))
  app.get('/health', (c) => c.json({ status: 'ok', version: options.version ?? '0.0.0', uptimeMs: now() - startedAt }))
  app.get('/ready', async (c) => {
    if (failure) return problem(c, 503, 'NOT_READY', 'Store failed to open')
    const state = await Promise.race([ready.then(() => 'ready'), new Promise((r) => setTimeout(r, 2000, 'starting'))])
    return state === 'ready' ? c.json({ status: 'ready' }) : problem(c, 503, 'NOT_READY', 'Starting')
  })
  app.use(rejectNul())
  app.use(
    bodyLimit({
      maxSize: options.maxBodyBytes ?? 64 * 1024,
      onError: (c) => {
        // The rest of the body is never read: the connection is closed after this answer, or a client that goes on
        // using it (undici does) waits on it until the adapter gives up draining and cuts it.
        c.header('Connection', 'close')
        return problem(c, 413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${options.maxBodyBytes ?? 64 * 1024} bytes`)
      },
    }),
  )
  app.use(async (c, next) => {
    try {
      c.set('ctx', await ready)
    } catch {
      return problem(c, 503, 'NOT_READY', 'Store failed to open')
    }
    await next()
  })
  app.route('/', imageRoutes())
  for (const path of PUBLIC_PATHS) app.use(path, projectScope({ publicCors: true }))
  app.use('/v1/siwx/*', siwxCredentials())
  // ERC-7677: any origin may ask (so a refusal is readable); the route itself refuses origins the project does not allow.
  app.use('/paymaster/*', projectScope({ publicCors: true }))
  for (const path of SCOPED_PATHS) app.use(path, projectScope({ publicCors: false }))
  app.use('/auth/v1/*', authScope())
  app.route('/', configRoutes())
  app.route('/', walletConnectRoutes())
  app.route('/', catalogueRoutes())
  app.route('/', analyticsRoutes())
  app.route('/', profileRoutes())
  app.route('/', siwxRoutes())
  app.route('/', identityRoutes())
  app.route('/', chainRoutes())
  app.route('/', historyRoutes())
  app.route('/', nftRoutes())
  app.route('/', gasPriceRoutes())
  app.route('/', convertRoutes())
  app.route('/', sessionRoutes())
  app.route('/', paymasterRoutes())
  app.route('/', rpcProxyRoutes())
  app.route('/', authRoutes(options))
  app.route('/', onRampRoutes(createOnRampProvider(options.onramp, options.chains ?? [])))
  app.route('/', notImplementedRoutes())
  app.notFound((c) => problem(c, 404, 'NOT_FOUND', `No route ${c.req.method} ${c.req.path}`))
  app.onError((error, c) => {
    logger('error', 'unhandled error', { path: c.req.path, error: String(error), stack: error.stack })
    return problem(c, 500, 'INTERNAL_ERROR', 'Internal error')
  })

  return {
    app,
    ready,
    async close() {
      const ctx = await ready.catch(() => undefined)
      await ctx?.store.close()
    },
  }
}

/** The HTTP app alone (the store opens in the background); kept for callers that only need `fetch`. */
export function createApiApp(options: ApiOptions = {}): Hono<AppEnv> {
  return createApiService(options).app
}
