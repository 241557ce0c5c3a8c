import type { ChainNamespace } from '@portico/common'
import type { Connector } from '@portico/core'
import { useSyncExternalStore } from 'react'

/**
 * What the hooks read of a WalletConnect client, checked at run time: react's initial code may not import
 * @portico/walletconnect (it loads lazily). A connector's `provider` is such a client (WalletConnect-only adapter) or
 * carries one as `relay` (the wagmi connector's EIP-1193 provider).
 */
export interface RelaySession {
  namespaces: Partial<Record<ChainNamespace, { chains: string[] }>>
}

export interface RelayState {
  status: 'idle' | 'loading' | 'pairing' | 'connected' | 'rejected' | 'expired' | 'error'
  uri?: string
  session?: RelaySession
}

export interface RelayClient {
  readonly kind: 'walletconnect'
  getState(): RelayState
  subscribe(listener: () => void): () => void
  abandon(): void
}

function isRelay(value: unknown): value is RelayClient {
  const v = value as Partial<Record<keyof RelayClient, unknown>> | null | undefined
  return (
    v?.kind === 'walletconnect' &&
    typeof v.getState === 'function' &&
    typeof v.subscribe === 'function' &&
    typeof v.abandon === 'function'
  )
}

export function relayOf(provider: unknown): RelayClient | undefined {
  if (isRelay(provider)) return provider
  const inner = (provider as { relay?: unknown } | null | undefined)?.relay
  return isRelay(inner) ? inner : undefined
}

/** The WalletConnect connector of the namespaces given (first match), with its client. */
export function findRelayConnector(
  connectors: Partial<Record<ChainNamespace, readonly Connector[]>> | undefined,
  order: readonly (ChainNamespace | undefined)[],
): { namespace: ChainNamespace; connector: Connector; relay: RelayClient } | undefined {
  const namespaces = [...order, ...(Object.keys(connectors ?? {}) as ChainNamespace[])]
  for (const namespace of namespaces) {
    if (!namespace) continue
    for (const connector of connectors?.[namespace] ?? []) {
      const relay = relayOf(connector.provider)
      if (relay) return { namespace, connector, relay }
    }
  }
  return undefined
}

const noSubscribe = () => () => {}
const idle: RelayState = { status: 'idle' }

/** The client's pairing state, re-rendering as it changes; idle without a client. */
export function useRelayState(relay: RelayClient | undefined): RelayState {
  return useSyncExternalStore(
    relay?.subscribe ?? noSubscribe,
    () => relay?.getState() ?? idle,
    () => idle,
  )
}
