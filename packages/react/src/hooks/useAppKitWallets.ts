import type { ChainNamespace } from '@portico/common'
import type { Connector, ConnectorType } from '@portico/core'
import { useCallback, useMemo, useState } from 'react'
import { useAppKitInstance } from '../context/AppKitProvider'
import { useCoreSelector, useKitSelector } from './useSnapshot'
import { findRelayConnector, relayOf, useRelayState } from './walletconnect-relay'

/** One wallet of the headless list: a browser wallet, with its connector in each namespace it serves. */
export interface WalletItem {
  id: string
  name: string
  imageUrl: string | undefined
  isInjected: boolean
  connectors: { id: string; namespace: ChainNamespace; type: ConnectorType }[]
}

/**
 * AppKit's headless wallet list. `wallets` are the wallets found in the browser (EIP-6963, Wallet Standard,
 * window injection…), one item per wallet across namespaces. `wcWallets` holds WalletConnect itself when the app has
 * it: `connect(item)` pairs, `wcUri` is the URI to show as a QR (`isFetchingWcUri` while it is being made),
 * `resetWcUri()` drops it. The catalogue's wallets (`fetchWallets`, `page`) are not served by this hook yet.
 */
export interface UseAppKitWalletsReturn {
  wallets: WalletItem[]
  wcWallets: WalletItem[]
  isFetchingWallets: boolean
  isFetchingWcUri: boolean
  isInitialized: boolean
  /** The pairing URI while one waits for a wallet to scan it. */
  wcUri: string | undefined
  connectingWallet: WalletItem | undefined
  page: number
  count: number
  fetchWallets: (options?: { page?: number; query?: string }) => Promise<void>
  /** Connects `wallet` in `namespace` (default: the active namespace if the wallet serves it, else its first). */
  connect: (wallet: WalletItem, namespace?: ChainNamespace) => Promise<void>
  /** Drops the waiting pairing and its URI. */
  resetWcUri: () => void
}

// WalletConnect and the embedded wallet are ways to connect, not wallets of the browser.
const BROWSER_TYPES: ReadonlySet<ConnectorType> = new Set(['injected', 'announced', 'external', 'multi-chain'])

/** Browser wallets grouped by rdns (else by name), so a wallet serving EVM and Solana is one item. */
export function walletItems(
  connectors: Partial<Record<ChainNamespace, readonly Connector[]>> | undefined,
): WalletItem[] {
  const items = new Map<string, WalletItem>()
  for (const [namespace, list] of Object.entries(connectors ?? {})) {
    for (const connector of list ?? []) {
      if (!BROWSER_TYPES.has(connector.type)) continue
      const key = connector.info?.rdns ?? connector.name.toLowerCase()
      const item = items.get(key) ?? {
        id: connector.info?.rdns ?? connector.id,
        name: connector.name,
        imageUrl: connector.imageUrl,
        isInjected: false,
        connectors: [],
      }
      item.isInjected ||= connector.installed ?? connector.type !== 'external'
      item.connectors.push({ id: connector.id, namespace: namespace as ChainNamespace, type: connector.type })
      items.set(key, item)
    }
  }
  return [...items.values()]
}

const resolved = () => Promise.resolve()

/** WalletConnect as one headless item: its connector, in each namespace where the app has one. */
function walletConnectItem(
  connectors: Partial<Record<ChainNamespace, readonly Connector[]>> | undefined,
  first: Connector,
): WalletItem {
  const served = Object.entries(connectors ?? {}).flatMap(([namespace, list]) =>
    (list ?? [])
      .filter((c) => c.id === first.id && relayOf(c.provider) !== undefined)
      .map((c) => ({ id: c.id, namespace: namespace as ChainNamespace, type: c.type })),
  )
  return { id: 'walletConnect', name: first.name, imageUrl: first.imageUrl, isInjected: false, connectors: served }
}

export function useAppKitWallets(): UseAppKitWalletsReturn {
  const kit = useAppKitInstance()
  const connectors = useCoreSelector((snap) => snap?.connectors)
  const activeChain = useCoreSelector((snap) => snap?.chain.activeChain)
  const isInitialized = useKitSelector((state) => state.initialized)
  const [connectingWallet, setConnecting] = useState<WalletItem | undefined>(undefined)
  const wallets = useMemo(() => walletItems(connectors), [connectors])
  const relayTarget = useMemo(() => findRelayConnector(connectors, [activeChain, 'eip155']), [connectors, activeChain])
  const relay = relayTarget?.relay
  const pairing = useRelayState(relay)
  const wcWallets = useMemo(
    () => (relayTarget ? [walletConnectItem(connectors, relayTarget.connector)] : []),
    [connectors, relayTarget],
  )
  const resetWcUri = useCallback(() => relay?.abandon(), [relay])
  const connect = useCallback(
    async (wallet: WalletItem, namespace?: ChainNamespace) => {
      const wanted = namespace ?? activeChain
      const connector = wallet.connectors.find((c) => c.namespace === wanted) ?? wallet.connectors[0]
      if (!kit || !connector) return
      setConnecting(wallet)
      try {
        await kit.core.connect({ namespace: connector.namespace, connectorId: connector.id })
      } finally {
        setConnecting(undefined)
      }
    },
    [kit, activeChain],
  )
  return useMemo(
    () => ({
      wallets,
      wcWallets,
      isFetchingWallets: false,
      isFetchingWcUri: pairing.status === 'loading',
      isInitialized,
      wcUri: pairing.status === 'pairing' ? pairing.uri : undefined,
      connectingWallet,
      page: 0,
      count: wallets.length,
      fetchWallets: resolved,
      connect,
      resetWcUri,
    }),
    [wallets, wcWallets, pairing, isInitialized, connectingWallet, connect, resetWcUri],
  )
}
