import type { ApiOptions, ChainConfig, Logger, OnRampConfig } from '@portico/api'
import { assertPortFree, LOCALHOST, PortInUseError } from '../ports'
import { pollUntil } from '../wait/poll'
import { copyApiStore } from './api-store'

export interface RunningPiece {
  url: string
  stop(): Promise<void>
}

export interface ApiPieceOptions {
  port?: number
  /** 'snapshot' (default): a copy of a prepared on-disk store, fast to open; 'memory': a new in-memory store. */
  store?: 'snapshot' | 'memory'
  /** The dev chains, so balances and history read the local nodes. */
  chains?: ChainConfig[]
  logger?: Logger
  timeoutMs?: number
  /**
   * Serve a catalogue of this many wallets: the generated 600 plus renamed copies (apps/api `writeEnlargedCatalogue`),
   * for budgets stated at 1,000 entries. Omitted: the generated 600 (apps/api `generatedCatalogueDir`), which the lab
   * and e2e specs are written against; a deployment serves its store's catalogue instead.
   */
  catalogueSize?: number
  /** The embedded wallet's auth side: the SMTP relay, the OIDC issuers and the secure-site origins (issue 16). */
  auth?: Pick<ApiOptions, 'smtp' | 'oidc' | 'secureSiteOrigins' | 'farcaster'>
  /** The on-ramp: the sandbox's checkout page and where its deliveries come from. */
  onramp?: OnRampConfig
  /** The local WalletConnect relay the api names to apps (/appkit/v1/walletconnect). */
  walletConnectRelayUrl?: string
  /** ERC-7677 sponsorship (the dev paymaster's signer and the sponsored projects). */
  paymaster?: ApiOptions['paymaster']
}

/**
 * Request logs would drown the stack's own output (and break `portico-dev --json`, which owns stdout), so by default
 * only warnings and errors are written, to stderr.
 */
export const apiProblemsToStderr: Logger = (level, msg, fields) => {
  if (level === 'warn' || level === 'error')
    process.stderr.write(`api ${level}: ${msg} ${JSON.stringify(fields ?? {})}\n`)
}

/** apps/api in this process (a plain HTTP server; a child process would only add start time). */
export async function startApi(options: ApiPieceOptions = {}): Promise<RunningPiece> {
  const { port = 0, timeoutMs } = options
  if (port !== 0) await assertPortFree(port, 'api')
  // Loaded on demand so importing @portico/testing for its wallets does not pull in the service.
  const [{ startApiServer, writeEnlargedCatalogue, generatedCatalogueDir }, copy] = await Promise.all([
    import('@portico/api'),
    options.store === 'memory' ? undefined : copyApiStore(),
  ])
  const catalogue = options.catalogueSize ? writeEnlargedCatalogue(options.catalogueSize) : undefined
  const close = async (closeApi?: () => Promise<void>) => {
    await closeApi?.()
    await copy?.dispose()
    catalogue?.dispose()
  }
  const api = await startApiServer({
    port,
    host: LOCALHOST,
    version: 'dev-stack',
    logger: options.logger ?? apiProblemsToStderr,
    ...(copy ? { store: { kind: 'pglite', dataDir: copy.dataDir } } : {}),
    ...(options.chains ? { chains: options.chains } : {}),
    catalogueDir: catalogue ? catalogue.dir : generatedCatalogueDir(),
    ...options.auth,
    ...(options.onramp ? { onramp: options.onramp } : {}),
    ...(options.walletConnectRelayUrl ? { walletConnectRelayUrl: options.walletConnectRelayUrl } : {}),
    ...(options.paymaster ? { paymaster: options.paymaster } : {}),
  }).catch(async (error: unknown) => {
    await close()
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(port, 'api')
    throw error
  })
  try {
    await pollUntil(
      async () => {
        const response = await fetch(`${api.url}/health`, { signal: AbortSignal.timeout(1000) })
        return response.ok ? true : undefined
      },
      { label: 'api /health', ...(timeoutMs ? { timeoutMs } : {}) },
    )
  } catch (error) {
    await close(api.close)
    throw error
  }
  return { url: api.url, stop: () => close(api.close) }
}
