import type { ChainNamespace } from '@portico/common'
import type { Connector, ConnectTarget } from '@portico/core'

export { pairingLink } from './pairing-link'

/**
 * What the WalletConnect views read from a relay connector. Scaffold may not import @portico/walletconnect, so the
 * shape is stated here and checked at run time: a connector whose `provider` is such a client (WalletConnect-only
 * adapter) or carries one as `relay` (the wagmi connector's EIP-1193 provider).
 */
export type RelayStatus = 'idle' | 'loading' | 'pairing' | 'connected' | 'rejected' | 'expired' | 'error'

export interface RelayState {
  status: RelayStatus
  uri?: string
  expiresAt?: number
}

export interface RelayPairing {
  readonly kind: 'walletconnect'
  getState(): RelayState
  subscribe(listener: () => void): () => void
  abandon(): void
  reusesPairing(): boolean
  /** Starts loading the client's provider code now, before the view that pairs has rendered. */
  preload?(): void
  /** §8: the client's universal-provider alerts (origin not allowed, JWT not yet valid, invalid key). */
  on?(event: 'alert', listener: (payload: { key: string }) => void): () => void
}

function isRelay(value: unknown): value is RelayPairing {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Partial<Record<keyof RelayPairing, unknown>>
  return (
    v.kind === 'walletconnect' &&
    typeof v.getState === 'function' &&
    typeof v.subscribe === 'function' &&
    typeof v.abandon === 'function' &&
    typeof v.reusesPairing === 'function'
  )
}

export function relayOf(provider: unknown): RelayPairing | undefined {
  if (isRelay(provider)) return provider
  const inner = (provider as { relay?: unknown } | null | undefined)?.relay
  return isRelay(inner) ? inner : undefined
}

export interface RelayTarget extends ConnectTarget {
  relay: RelayPairing
}

/** The WalletConnect connector to pair with: the active namespace's first, then eip155's, then any. */
export function findRelayTarget(
  connectors: Partial<Record<ChainNamespace, readonly Connector[]>>,
  active: ChainNamespace | undefined,
): RelayTarget | undefined {
  const order = [active, 'eip155', ...Object.keys(connectors)].filter(Boolean) as ChainNamespace[]
  for (const namespace of order) {
    for (const connector of connectors[namespace] ?? []) {
      const relay = relayOf(connector.provider)
      if (relay) return { namespace, connectorId: connector.id, name: connector.name, relay }
    }
  }
  return undefined
}
