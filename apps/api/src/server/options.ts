import type { FarcasterOptions } from '../auth/farcaster'
import type { AuthOptions } from '../auth/options'
import type { Logger } from '../http/logger'
import type { OnRampConfig } from '../onramp/provider-from-env'
import type { StoreConfig } from '../store/open-store'
import type { Project } from '../store/repositories/projects'

export interface TokenConfig {
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
  /** Price in USD for the static price table. */
  priceUsd?: number
}

export interface ChainConfig {
  chainId: number
  name: string
  rpcUrl: string
  nativeSymbol?: string
  nativeName?: string
  testnet?: boolean
  tokens?: TokenConfig[]
  /** First block the history indexer reads (default 0). */
  startBlock?: bigint
  /**
   * The chain's ENS registry, when it has one: identity, reverse and name lookups fall back to its resolvers when
   * the service's own registry has no name. Without it the chain is never asked about names.
   */
  ensRegistry?: `0x${string}`
  /** ERC-721 contracts whose tokens the NFT holdings route always flags as spam. */
  spamNftContracts?: `0x${string}`[]
  /** The chain's exchange, when it has one: without it the convert calls answer "Network not supported for Swaps". */
  swap?: SwapConfig
  /**
   * ERC-4337 on this chain: the bundler the embedded wallet sends user operations to, the entry point and the smart
   * account factory. A chain with it is listed in the project configuration's `smartAccountEnabledNetworks`.
   */
  smartAccount?: SmartAccountConfig
}

export interface SmartAccountConfig {
  bundlerUrl: string
  entryPoint: `0x${string}`
  factory: `0x${string}`
  /**
   * The chain's VerifyingPaymaster (@account-abstraction/contracts 0.7), whose `verifyingSigner` is
   * `ApiOptions.paymaster.signerKey`'s address: with both, `/paymaster/v1` sponsors user operations here (ERC-7677).
   */
  paymaster?: `0x${string}`
}

/** ERC-7677 sponsorship: who signs for the chains' VerifyingPaymasters, and for which projects. */
export interface PaymasterOptions {
  /** The verifying signer's private key: deployment configuration, never a default. */
  signerKey: `0x${string}`
  /** Project ids whose user operations are sponsored; every other project is refused (per-project on/off). */
  sponsoredProjects: readonly string[]
  /** How long a signed sponsorship stays valid (the paymaster's `validUntil`), default 600 s. */
  validForSeconds?: number
}

/** A Uniswap V2 exchange (or a fork with the same router interface): the router is enough, it names its factory and WETH. */
export interface SwapConfig {
  router: `0x${string}`
  /** Tokens traded besides the chain's `tokens` (they are not listed in balances). */
  tokens?: TokenConfig[]
}

export interface ApiOptions {
  /** Shown by /health so a caller can tell which build answered. */
  version?: string
  /** Embedded PGlite by default: in memory unless a dataDir is given. */
  store?: StoreConfig
  /** Projects inserted when absent (the dev projects by default). */
  seedProjects?: readonly Project[]
  /** Chains served by balances, history and supported-chains. */
  chains?: ChainConfig[]
  /** Blocks the history indexer reads per history request at most (default 2,000); the rest waits for the next. */
  historyBlocksPerSync?: number
  /** Requests per minute per project id when the project sets none. */
  rateLimitPerMinute?: number
  /** Largest accepted request body in bytes. */
  maxBodyBytes?: number
  /** Zone appended to registered names. */
  nameZone?: string
  /** How far a registration's timestamp may be from now, in seconds. */
  nameTimestampToleranceSec?: number
  /**
   * Let NFT tokenURIs and metadata images be fetched from loopback, private and link-local addresses (default false:
   * a contract cannot make the service request its own network). A dev chain whose metadata server runs locally
   * needs it.
   */
  nftMetadataAllowPrivateAddresses?: boolean
  /**
   * Folder with wallets.json and wallet-images.json to serve instead of the store's catalogue (the lab and tests:
   * `generatedCatalogueDir()`, or `writeEnlargedCatalogue`). Without it the store's catalogue is served: the bundled
   * seed of well-known wallets until `catalogue:import` brings a listing.
   */
  catalogueDir?: string
  /** How often, at most, the store's catalogue is checked for an import by another process (default 30 s). */
  catalogueRefreshMs?: number
  /** Public base URL used in image links (defaults to the listening URL). */
  publicUrl?: string
  /** Sign in with X: nonce lifetime (default 5 min), longest session (default 7 days), cookie SameSite (Lax). */
  siwx?: { nonceTtlMs?: number; sessionMaxAgeMs?: number; cookieSameSite?: 'Strict' | 'Lax' | 'None' }
  /** How often, at most, the swap quotes ask a chain for its head block (default 500 ms); reserves are read once per block. */
  swapBlockPollMs?: number
  /**
   * The embedded wallet's auth side (/auth/v1/*): the secure-site origins it answers, the SMTP relay that mails
   * codes and the OpenID Connect issuers of the social providers. Without `smtp` (or `mailer`) no code can be mailed.
   */
  secureSiteOrigins?: string[]
  smtp?: AuthOptions['smtp']
  oidc?: AuthOptions['oidc']
  /** Farcaster sign-in: the auth relay and the RPC of the chain with the IdRegistry (issue 21). */
  farcaster?: FarcasterOptions
  /** Sends the auth mails instead of SMTP (tests, or a deployment with its own mail API). */
  mailer?: AuthOptions['mailer']
  /** §7's on-ramp: the sandbox provider by default (its checkout URL from here), or a provider of the app's own. */
  onramp?: OnRampConfig
  /** The WalletConnect relay (ws:// or wss://) the SDK pairs through, answered at /appkit/v1/walletconnect. */
  walletConnectRelayUrl?: string
  /** ERC-7677 paymaster service for the chains whose `smartAccount.paymaster` is set; without it, none. */
  paymaster?: PaymasterOptions
  logger?: Logger
  now?: () => number
}
