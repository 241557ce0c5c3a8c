import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { SIWXConfig } from '@portico/core'
import type { AuthenticateParams, WcCacao } from './one-click'

/** What the dapp says about itself in the proposal (the wallet shows it). */
export interface DappMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** A namespace as the wallet approved it: CAIP-10 accounts and CAIP-2 chains. */
export interface SessionNamespace {
  accounts: string[]
  chains: string[]
  methods: string[]
  events: string[]
}

/** The peer wallet, with the links a view needs to send the user back to it. */
export interface PeerWallet {
  name: string
  icon?: string
  native?: string
  universal?: string
}

export interface SessionSummary {
  topic: string
  namespaces: Partial<Record<ChainNamespace, SessionNamespace>>
  peer: PeerWallet
  expiry: number
}

/**
 * Where a pairing stands. `pairing` has a URI to show (QR, deep link); `rejected` and `expired` end an attempt and
 * a retry makes a fresh pairing.
 */
export type PairingStatus = 'idle' | 'loading' | 'pairing' | 'connected' | 'rejected' | 'expired' | 'error'

export interface PairingState {
  status: PairingStatus
  uri?: string
  /** ms since epoch when the shown URI stops being usable. */
  expiresAt?: number
  session?: SessionSummary
  error?: string
}

/** The slice of the universal provider this package drives: small enough to fake in unit tests. */
export interface ProviderLike {
  session?: RawSession | undefined
  /** With `skipPairing` it only records the namespaces (and resolves undefined); `pair` then proposes. */
  connect(params: {
    optionalNamespaces: Record<string, unknown>
    skipPairing?: boolean
  }): Promise<RawSession | undefined>
  /** Proposes the recorded namespaces on an active pairing (or a new one when undefined); resolves on approval. */
  pair(pairingTopic: string | undefined): Promise<RawSession>
  disconnect(): Promise<void>
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  setDefaultChain(chain: string, rpcUrl?: string): void
  on(event: string, listener: (payload: never) => void): void
  removeListener(event: string, listener: (payload: never) => void): void
  cleanupPendingPairings?(opts?: { deletePairings?: boolean }): Promise<void>
  /** Pairs with `wc_sessionAuthenticate`: the session and the wallet's signed CACAOs (one-click sign-in, §5). */
  authenticate?(params: AuthenticateParams): Promise<{ session?: RawSession; auths?: WcCacao[] }>
  /**
   * The sign client: its formatAuthMessage gives the exact text a CACAO's signature covers; its relayer reports a
   * relay's refusal (a close with code 3000 and the reason) as `relayer_error`.
   */
  client: {
    formatAuthMessage(params: { request: WcCacao['p']; iss: string }): string
    core: {
      relayer: { on(event: 'relayer_error', listener: (error: unknown) => void): void }
      /** Takes over a pairing made elsewhere (./pairing-uri): its key, topic subscription and expiry. */
      pairing: { pair(params: { uri: string; activatePairing?: boolean }): Promise<unknown> }
    }
  }
}

/** The parts of a sign-client session struct read here. */
export interface RawSession {
  topic: string
  expiry: number
  namespaces: Record<string, { accounts: string[]; chains?: string[]; methods: string[]; events: string[] }>
  peer: { metadata: { name: string; icons?: string[]; redirect?: { native?: string; universal?: string } } }
}

export interface WalletConnectOptions {
  /** Project id sent to the relay (the hosted relay requires one; the local relay accepts any). */
  projectId: string
  metadata: DappMetadata
  /** Networks of every namespace the session may carry; all are requested as optional namespaces. */
  networks: readonly CaipNetwork[]
  /**
   * Relay WebSocket URL. When absent, `resolveRelayUrl` is asked; when that is absent too or answers undefined,
   * WalletConnect's hosted relay, the one a WalletConnect Cloud `projectId` is issued for (README "Which relay").
   */
  relayUrl?: string
  /**
   * Asked once the provider is about to load (first pairing or a stored session), when `relayUrl` is not given: e.g.
   * the relay the app's own service names. A rejection fails that pairing; the next attempt asks again.
   */
  resolveRelayUrl?: () => Promise<string | undefined>
  /**
   * Register proposals with the hosted verify service. Default: true with the hosted relay, false with a custom
   * `relayUrl` (no request and no wait on verify.walletconnect.org). See README "Verify".
   */
  verify?: boolean
  /** How long a shown pairing URI stays usable, in seconds. Default 300 (the sign client's proposal TTL). */
  pairingExpirySeconds?: number
  /** Methods requested per namespace; defaults per namespace in ./namespaces. */
  methods?: Partial<Record<ChainNamespace, string[]>>
  /**
   * Where the sign client keeps keys, pairings and sessions. Default: its own (IndexedDB in a browser, a file in
   * Node). Tests pass a memory one.
   */
  storage?: KeyValueStorageLike
  /** Storage prefix of the sign client's own keys, so two dapps on one origin do not share sessions. */
  storagePrefix?: string
  /** Sign-client log level. Default 'error'. */
  logLevel?: string
  /** Clock (tests). */
  now?: () => number
  /** Is this Telegram or iOS Safari, where a pairing is reused until it expires (§4)? Default: user-agent check. */
  reusesPairing?: () => boolean
  /**
   * §5 one-click sign-in: with a SIWX config and only eip155 networks, pairing asks the wallet to sign in at once
   * (`wc_sessionAuthenticate`) and the signed CACAOs become SIWX sessions, so no separate sign-in follows. Pass the
   * same config as the modal's `siwx` option. With any non-EVM network the ordinary proposal is used.
   */
  siwx?: SIWXConfig
  /** Replaces the lazy import of the universal provider (unit tests). */
  loadProvider?: (options: WalletConnectOptions) => Promise<ProviderLike>
}

/** The sign client's key-value storage contract (@walletconnect/keyvaluestorage's IKeyValueStorage). */
export interface KeyValueStorageLike {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}
