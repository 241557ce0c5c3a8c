import { startFarcasterRelay } from '../../farcaster/relay-server'
import { assertPortFree, LOCALHOST, PortInUseError } from '../ports'
import type { RunningPiece } from './api'

/**
 * The Farcaster sign-in relay stand-in (channel create, status, authenticate), on a port chosen up front because
 * apps/api is configured with its URL. Custody is checked against the dev id registry the chains carry.
 */
export async function startFarcasterRelayPiece(port: number): Promise<RunningPiece> {
  if (port !== 0) await assertPortFree(port, 'farcaster relay')
  return startFarcasterRelay({ port, host: LOCALHOST }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(port, 'farcaster relay')
    throw error
  })
}
