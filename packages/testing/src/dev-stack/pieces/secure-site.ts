import { assertPortFree, LOCALHOST, PortInUseError } from '../ports'
import type { RunningPiece } from './api'

export interface SecureSitePieceOptions {
  /** apps/api's URL: the frame's API, the project origins for frame-ancestors, the session check for recovery shares. */
  apiUrl: string
  port?: number
  /** JSON file for the recovery shares; omitted: memory, like the dev stack's fresh copy of apps/api's store. */
  recoveryStoreFile?: string
}

/**
 * The embedded wallet's secure site (apps/secure-site) in this process, on its own port and so its own origin. It
 * listens before this resolves; its scripts are bundled on the first page load.
 */
export async function startSecureSitePiece(options: SecureSitePieceOptions): Promise<RunningPiece> {
  const port = options.port ?? 0
  if (port !== 0) await assertPortFree(port, 'secure site')
  // Loaded on demand so importing @portico/testing for its wallets does not pull in the bundler.
  const { startSecureSite } = await import('@portico/secure-site')
  const site = await startSecureSite({
    apiUrl: options.apiUrl,
    port,
    host: LOCALHOST,
    ...(options.recoveryStoreFile ? { recoveryStoreFile: options.recoveryStoreFile } : {}),
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(port, 'secure site')
    throw error
  })
  return { url: site.url, stop: site.close }
}
