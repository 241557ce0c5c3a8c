import type { ChainNamespace } from '@portico/common'
import type { Connector, ConnectorType } from '@portico/core'
import { useCallback, useMemo, useState } from 'react'
import { useAppKitInstance } from '../context/AppKitProvider'
import { useCatalogueWallets } from './useCatalogueWallets'
import { useCoreSelector, useKitSelector } from './useSnapshot'
import { findRelayConnector, relayOf, useRelayState } from './walletconnect-relay'

/** What the wallet catalogue says of a wallet (AppKit's `walletInfo`); links are absent where it has none. */
export interface WalletInfo {
  website: string | undefined
  rdns: string | undefined
  /** CAIP-2 chains the wallet serves, per the catalogue. */
  supportedChains: string[] | undefined
  isCertified: boolean
  mobileLink: string | undefined
  desktopLink: string | undefined
  webappLink: string | undefined
  appStore: string | undefined
  playStore: string | undefined
  chromeStore: string | undefined
}

/**
 * One wallet of the headless list: a browser wallet, with its connector in each namespace it serves; WalletConnect
 * itself; or a catalogue wallet (no connector: it pairs over WalletConnect), with `walletInfo`.
 */
export interface WalletItem {
  id: string
  name: string
  imageUrl: string | undefined
  isInjected: boolean
  connectors: { id: string; namespace: ChainNamespace; type: ConnectorType }[]
  /** Only on catalogue wallets. */
  walletInfo?: WalletInfo
}

/**
 * AppKit's headless wallet list. `wallets` are the wallets found in the browser (EIP-6963, Wallet Standard,
 * window injection…), one item per wallet across namespaces, then WalletConnect itself when the app has it; with no
 * browser wallet, the most ranked catalogue wallets fetched follow. `wcWallets` are WalletConnect (first, when the
 * app has it) and the catalogue's wallets that `fetchWallets` fetched: apps/api's catalogue when the app configured
 * its service (`apiUrl`), the bundled snapshot of its top wallets otherwise. `connect(item)` pairs a catalogue
 * wallet over WalletConnect (or opens it when the browser has it), `wcUri` is the URI to show as a QR
 * (`isFetchingWcUri` while it is being made), `resetWcUri()` drops it.
 */
export interface UseAppKitWalletsReturn {
  wallets: WalletItem[]
  wcWallets: WalletItem[]
  /** True while a fetchWallets call waits for the catalogue. */
  isFetchingWallets: boolean
  isFetchingWcUri: boolean
  isInitialized: boolean
  /** The pairing URI while one waits for a wallet to scan it. */
  wcUri: string | undefined
  connectingWallet: WalletItem | undefined
  /** The catalogue page last fetched (1-based); 0 before the first fetch. */
  page: number
  /** Catalogue wallets for the last fetch's query, all pages; before the first fetch, the number of `wallets`. */
  count: number
  /**
   * Fetches a page of the catalogue (`page`, default 1; pages add up in `wcWallets`) or searches it (`query`: name
   * or rdns contains the text; the answer replaces the list until a fetch without a query). The list is the kit's:
   * every component using the hook sees it, and a page already fetched is not asked for again.
   */
  fetchWallets: (options?: { page?: number; query?: string }) => Promise<void>
  /**
   * Connects `wallet` in `namespace` (default: the active namespace if the wallet serves it, else its first). A
   * catalogue wallet the browser has connects through its browser connector; any other pairs over WalletConnect and,
   * on a phone, opens the wallet's mobile link with the pairing URI.
   */
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
  const browser = useMemo(() => walletItems(connectors), [connectors])
  const catalogue = useCatalogueWallets(kit)
  const relayTarget = useMemo(() => findRelayConnector(connectors, [activeChain, 'eip155']), [connectors, activeChain])
  const relay = relayTarget?.relay
  const pairing = useRelayState(relay)
  const walletConnect = useMemo(
    () => (relayTarget ? walletConnectItem(connectors, relayTarget.connector) : undefined),
    [connectors, relayTarget],
  )
  const wallets = useMemo(() => {
    const list = walletConnect ? [...browser, walletConnect] : browser
    return browser.some((w) => w.isInjected) ? list : [...list, ...catalogue.top]
  }, [browser, walletConnect, catalogue.top])
  const wcWallets = useMemo(
    () => (walletConnect ? [walletConnect, ...catalogue.wallets] : catalogue.wallets),
    [walletConnect, catalogue.wallets],
  )
  const resetWcUri = useCallback(() => relay?.abandon(), [relay])
  const connect = useCallback(
    async (wallet: WalletItem, namespace?: ChainNamespace) => {
      const wanted = namespace ?? activeChain
      // A catalogue wallet has no connector: the browser's own if it has the wallet, else WalletConnect's.
      const rdns = wallet.walletInfo?.rdns
      const via = wallet.connectors.length > 0 ? wallet : (browser.find((w) => rdns && w.id === rdns) ?? walletConnect)
      const connector = via?.connectors.find((c) => c.namespace === wanted) ?? via?.connectors[0]
      if (!kit || !connector) return
      setConnecting(wallet)
      // On a phone the wallet opens with the pairing URI, as the pairing view's "Open" link does. The opener comes
      // with its own chunk and is not waited for: it also takes a URI that came before it.
      const mobileLink = via === walletConnect ? wallet.walletInfo?.mobileLink : undefined
      let connecting = true
      let stopOpening = () => {}
      if (mobileLink && relay) {
        void import('@portico/scaffold/headless').then(({ openWalletOnPhone }) => {
          if (connecting) stopOpening = openWalletOnPhone(kit.core, mobileLink, relay)
        })
      }
      try {
        await kit.core.connect({ namespace: connector.namespace, connectorId: connector.id })
      } finally {
        connecting = false
        stopOpening()
        setConnecting(undefined)
      }
    },
    [kit, activeChain, browser, walletConnect, relay],
  )
  return useMemo(
    () => ({
      wallets,
      wcWallets,
      isFetchingWallets: catalogue.isFetching,
      isFetchingWcUri: pairing.status === 'loading',
      isInitialized,
      wcUri: pairing.status === 'pairing' ? pairing.uri : undefined,
      connectingWallet,
      page: catalogue.page,
      count: catalogue.count ?? wallets.length,
      fetchWallets: catalogue.fetchWallets,
      connect,
      resetWcUri,
    }),
    [wallets, wcWallets, catalogue, pairing, isInitialized, connectingWallet, connect, resetWcUri],
  )
}
