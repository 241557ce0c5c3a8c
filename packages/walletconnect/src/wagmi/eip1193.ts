import type { CaipNetworkId } from '@portico/common'
import type { WalletConnectClient } from '../client/create-client'

type Listener = (...args: never[]) => void

/**
 * What wagmi and viem see as the WalletConnect connector's provider: EIP-1193 requests routed to the session on the
 * connector's current chain. Building it loads nothing; the universal provider is loaded by the first request or
 * pairing. `relay` lets a view find the client (URI, pairing state) behind the connector.
 */
export interface WalletConnectEip1193 {
  readonly relay: WalletConnectClient
  readonly isWalletConnect: true
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

export function createEip1193(client: WalletConnectClient, chainId: () => number): WalletConnectEip1193 {
  const listeners = new Map<string, Set<Listener>>()
  return {
    relay: client,
    isWalletConnect: true,
    request<T>(args: { method: string; params?: unknown }) {
      return client.request<T>(args, `eip155:${chainId()}` as CaipNetworkId)
    },
    // wagmi listens through the connector's on* callbacks; these exist for libraries that expect EIP-1193 events.
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
