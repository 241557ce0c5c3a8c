import type { Logger } from '@portico/api'
import type { DevAccountAbstraction, DevContracts } from '@portico/dev-contracts'
import type { DevAccount, RunningAnvil } from '../anvil'
import type { SmtpSink } from '../smtp-sink'
import type { RefusalRules } from '../wc-relay'

/** The two local EVM chains: 31337 is the default, 31338 exists so that switching networks is real. */
export const DEV_CHAIN_IDS = [31337, 31338] as const
export type DevChainId = (typeof DEV_CHAIN_IDS)[number]
export type DevEvmUrls = Record<DevChainId, string>
/** The local Solana service: JSON-RPC over HTTP and signature subscriptions over WebSocket (HTTP port + 1). */
export interface DevSolanaUrls {
  http: string
  ws: string
}

export interface DevStackPorts {
  /** Fixed RPC ports per chain; omitted or 0 means a free port. */
  evm?: Partial<Record<DevChainId, number>>
  api?: number
  lab?: number
  /** Solana JSON-RPC port; its WebSocket is on the next port. */
  solana?: number
  /** WalletConnect relay port. */
  relay?: number
  /** Port of the WalletConnect test wallet's page (started with the lab). */
  wcWallet?: number
  /** Port of the embedded wallet's secure site. */
  secureSite?: number
  /** Embedded-wallet stand-ins: the SMTP sink's SMTP and mailbox (HTTP) ports, the OIDC provider's port. */
  smtp?: number
  mailbox?: number
  oidc?: number
  /** Port of the on-ramp sandbox's checkout page. */
  onramp?: number
  /** Port of the Farcaster sign-in relay stand-in. */
  farcasterRelay?: number
  /** Fixed ERC-4337 bundler ports per chain. */
  bundler?: Partial<Record<DevChainId, number>>
}

export interface DevStackOptions {
  /** Start the two anvil chains (default true). */
  evm?: boolean
  /** Start apps/api (default true). */
  api?: boolean
  /** Start the lab app with Vite (default false). */
  lab?: boolean
  /** Start the local Solana JSON-RPC + WebSocket service over LiteSVM, in this process (default true). */
  solana?: boolean
  /** Start the embedded wallet's secure site (apps/secure-site), in this process, with the api (default false; the CLI and the e2e setup ask). */
  secureSite?: boolean
  /** Start the local WalletConnect relay, in this process (default true). */
  relay?: boolean
  /** File the relay keeps its mailbox in, so a restarted stack still delivers pending messages (default: memory). */
  relayMailbox?: string
  /** Project ids the relay refuses, and why (default DEV_RELAY_REFUSALS: one project per §8 relay refusal). */
  relayRefusals?: RefusalRules
  /** With the lab, also serve the WalletConnect test wallet's page for manual QA (default false; `pnpm lab` asks). */
  wcWalletPage?: boolean
  /**
   * Deploy the dev ERC-20 (PUSD) and ERC-721 (PBADGE) of @portico/dev-contracts on both chains, minted to the dev
   * accounts, and list the token in the api's chain config (default true). The dev ENS and the dev exchange (Uniswap
   * V2, native/PUSD and PUSD/PEUR pools, the api's `swap` config) come with them.
   */
  contracts?: boolean
  /**
   * Start an ERC-4337 bundler (Pimlico's alto) per chain, for the v0.7 entry point the contracts step deploys
   * (needs `contracts`). Default false here, true for `portico-dev` (`--no-bundler` turns it off): each alto takes
   * 3–9 s to start on a loaded 2-core machine, which would break the stack's 5 s start budget for every test.
   */
  bundler?: boolean
  /** Fixed ports; everything else gets a free port. A fixed port that is taken fails with PortInUseError. */
  ports?: DevStackPorts
  /** Funded dev accounts per chain (default 10) and their balance in ETH (default 10 000). */
  accounts?: number
  balance?: number
  /** Seconds between blocks; omitted means instant mining. */
  blockTime?: number
  /** Lab app folder (default: apps/lab of this checkout). */
  labRoot?: string
  /**
   * apps/api's store: 'snapshot' (default) opens a fresh copy of a prepared, migrated PGlite folder kept under the OS
   * temp dir (fast); 'memory' initialises a new in-memory store (slow: seconds).
   */
  apiStore?: 'snapshot' | 'memory'
  /** Logger for apps/api (default: warnings and errors to stderr; request logs are dropped). */
  apiLogger?: Logger
  /** Wallets in apps/api's catalogue: the bundled 600 (default), or more with renamed copies (e.g. 1000). */
  apiCatalogueSize?: number
  /**
   * Start the SMTP sink and the local OIDC provider, and configure apps/api with them (default true, with the api).
   */
  authServices?: boolean
  /** Origins of the secure site apps/api's /auth/v1/* answers (CORS); none by default. */
  secureSiteOrigins?: string[]
  /** Where the URL summary and start time are printed (default console.log); false prints nothing. */
  log?: ((line: string) => void) | false
  /** Stop the stack on SIGINT/SIGTERM/SIGHUP, then let the signal take its course (default true). */
  handleSignals?: boolean
  /** Serve the on-ramp sandbox's checkout page and point apps/api's sandbox provider at it (default true with evm and api). */
  onramp?: boolean
  /**
   * Start the Farcaster sign-in relay stand-in and configure apps/api with it and the first chain's id registry
   * (needs the api, the chains and the dev contracts; default: with the secure site).
   */
  farcasterRelay?: boolean
  /** Readiness timeout per piece (default 15 s; the lab gets 30 s). */
  timeoutMs?: number
}

/** Whether options of type O certainly start piece K (unknown at compile time counts as "maybe"). */
type Starts<
  O,
  K extends 'evm' | 'api' | 'lab' | 'solana' | 'relay' | 'bundler',
  Default extends boolean,
> = K extends keyof O ? (O[K] extends (Default extends true ? true | undefined : true) ? true : false) : Default

/**
 * URLs of the pieces that were asked for. With an options literal the types are exact:
 * `startDevStack({ lab: true })` gives `urls.lab: string`; `{ api: false }` leaves `urls.api` optional.
 */
export type DevStackUrls<O extends DevStackOptions = DevStackOptions> = (Starts<O, 'evm', true> extends true
  ? { evm: DevEvmUrls }
  : { evm?: DevEvmUrls }) &
  (Starts<O, 'api', true> extends true ? { api: string } : { api?: string }) &
  (Starts<O, 'lab', false> extends true ? { lab: string } : { lab?: string }) &
  (Starts<O, 'solana', true> extends true ? { solana: DevSolanaUrls } : { solana?: DevSolanaUrls }) &
  (Starts<O, 'relay', true> extends true ? { relay: string } : { relay?: string }) & {
    /** The WalletConnect test wallet's page (only with the lab). */
    wcWallet?: string
    /** The embedded wallet's secure site (with `secureSite: true` and the api). */
    secureSite?: string
    /** Embedded-wallet stand-ins (with the api): smtp://…, the mailbox's HTTP read endpoint, the OIDC issuer. */
    smtp?: string
    mailbox?: string
    oidc?: string
    /** The on-ramp sandbox's checkout page (with evm and api). */
    onramp?: string
    /** The Farcaster sign-in relay stand-in (with the secure site and the dev contracts). */
    farcasterRelay?: string
  } & (Starts<O, 'bundler', false> extends true
    ? { /** The ERC-4337 bundler of each chain. */ bundler: DevEvmUrls }
    : { bundler?: DevEvmUrls })

export interface DevStack<Urls extends DevStackUrls = DevStackUrls> {
  urls: Urls
  /** The running chains (pid, port, url), by chain id. */
  chains: Partial<Record<DevChainId, RunningAnvil>>
  /** The dev token and NFT, at the same addresses on both chains (absent with `contracts: false` or no chains). */
  contracts?: DevContracts
  /** ERC-4337 v0.7's entry point and SimpleAccountFactory, at their canonical addresses on both chains. */
  accountAbstraction?: DevAccountAbstraction
  /** Funded on every chain; well-known public test keys. */
  accounts: readonly DevAccount[]
  /** Wall-clock time from startDevStack() until every piece answered. */
  startMs: number
  /** Time until each piece answered, from the same start ('evm 31337', 'evm 31338', 'api', 'lab'). */
  pieceMs: Record<string, number>
  /** The SMTP sink's mailbox, read from Node (present when the auth services started). */
  smtpSink?: SmtpSink
  /** Stops every piece; safe to call more than once. */
  stop(): Promise<void>
}

/** What the lab's vite.config.ts reads from process.env.PORTICO_STACK_JSON. */
export interface StackEnv {
  evm?: DevEvmUrls
  api?: string
  solana?: DevSolanaUrls
  /** The WalletConnect relay, ws://127.0.0.1:port. */
  relay?: string
  /** The WalletConnect test wallet's page, http://127.0.0.1:port (a second origin for manual QA). */
  wcWallet?: string
  /** The ERC-4337 bundler per chain. */
  bundler?: DevEvmUrls
  /** The embedded wallet's secure site, http://127.0.0.1:port. */
  secureSite?: string
}
