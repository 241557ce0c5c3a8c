import { type Mailbox, type RelayOptions, startRelay } from '../../wc-relay'
import { PortInUseError } from '../ports'
import type { RunningPiece } from './api'

export interface RelayPiece extends RunningPiece {
  mailbox: Mailbox
}

/**
 * The local WalletConnect relay (ws://127.0.0.1:port) in this process. It listens before this resolves, so it is
 * ready without polling; it starts in a few milliseconds.
 */
export async function startRelayPiece(port = 0, options: Omit<RelayOptions, 'port'> = {}): Promise<RelayPiece> {
  try {
    const relay = await startRelay({ ...options, port })
    return { url: relay.url, mailbox: relay.mailbox, stop: relay.stop }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(port, 'relay')
    throw error
  }
}
