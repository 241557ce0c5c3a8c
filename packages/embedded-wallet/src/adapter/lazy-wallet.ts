import type { AuthConnectorProvider, AuthHost, ChainAdapter, Connector } from '@portico/core'
import type { EmbeddedWallet as LoadedEmbeddedWallet } from './create-adapters'
import type { EmbeddedSolanaWallet as LoadedSolanaWallet } from './create-solana-wallet'
import { openSocialWindow } from './social-window'
import type { AuthUserEvent, EmbeddedWalletOptions, LoadedWallet } from './wallet-base'

// Issue 16's budget: an app with email login keeps its initial JS (within 1 kB gzip). What the app creates at start-up
// is this stand-in: the two adapters core needs at once, answering from here what needs no code (the connector, the
// calls core makes while it is created) and loading the real wallet (`create-adapters`, the frame messenger, the
// schemas) on the first call that needs it — the Connect view's preload, an email view, a reconnect, a request.
// It imports no value of @portico/core or common (it copies the two it needs, checked by its test), so nothing of it
// changes how the app's bundler splits those packages.
//
// Two stand-ins, each fetching its own wallet: both namespaces (createEmbeddedWallet) or Solana alone
// (createEmbeddedSolanaWallet), for an app whose EVM side is wagmi's. The second matters beyond bytes: Vite 8's
// bundler (rolldown 1.2, rolldown/rolldown#10731) moves modules of an app's entry out into extra initial files when a
// lazy chunk shares them and the app's module graph is intricate enough — and the eip155 side's viem code shares
// viem's own modules with wagmi's. A wagmi app with the Solana stand-in keeps one entry file (bench/size fixture
// `everything`).

type Namespace = 'eip155' | 'solana'
type Members = Record<string, unknown>

/** core's AUTH_CONNECTOR_ID (§5 ID_AUTH); a test keeps it equal. */
export const AUTH_ID = 'ID_AUTH'
/** core's REQUIRED_ADAPTER_METHODS but those the stand-in answers itself (`on`, `syncConnectors`); a test checks. */
export const FORWARDED_METHODS = [
  'connect',
  'disconnect',
  'reconnect',
  'getAccounts',
  'switchNetwork',
  'signMessage',
  'getBalance',
] as const

/** The connector provider's members that answer synchronously: from the loaded wallet once there is one. */
const SYNC_MEMBERS = ['user', 'accountType'] as const
/** Members that start work and return nothing: the call waits for the load. */
const VOID_MEMBERS = ['preload', 'farcasterCancel'] as const
/** The auth provider's async calls (both namespaces): after the load. */
const AUTH_MEMBERS = [
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'farcasterStart',
  'farcasterWait',
  'exportPrivateKey',
  'updateEmail',
  'updateEmailVerify',
  'updateEmailResend',
  'setPreferredAccountType',
] as const

/**
 * What one namespace's loaded adapter adds: its optional capabilities (core asks `supports()` synchronously) and its
 * provider's own async calls (EIP-1193, Solana's signers). One constant per namespace, so the Solana stand-in carries
 * none of the eip155 names; a test keeps them equal to the loaded adapters.
 */
export const EIP155_MEMBERS = {
  capabilities: ['sendTransaction', 'writeContract', 'getCapabilities', 'sendCalls'],
  provider: ['request'],
} as const
export const SOLANA_MEMBERS = {
  capabilities: ['sendTransaction', 'getTokenBalances'],
  provider: ['signMessage', 'signTransaction', 'signAndSendTransaction'],
} as const

interface NamespaceMembers {
  capabilities: readonly string[]
  provider: readonly string[]
}

interface StandIn<Loaded> {
  /**
   * Called once per sign-in (email or social login, or a reload that restored one) when the app's account connects:
   * the EVM account when the app has the EVM adapter, else the Solana one. Returns the unsubscribe.
   */
  onAuthUser(listener: (user: AuthUserEvent) => void): () => void
  /** The real wallet, loaded on first need; resolves at once after that. */
  load(): Promise<Loaded>
}

export interface EmbeddedWallet extends StandIn<LoadedEmbeddedWallet> {
  /** One adapter per namespace the embedded wallet serves; give both to createAppKit. */
  adapters: [ChainAdapter<'eip155'>, ChainAdapter<'solana'>]
}

export interface EmbeddedSolanaWallet extends StandIn<LoadedSolanaWallet> {
  /** The Solana adapter; give it to createAppKit beside the app's EVM adapter. */
  adapters: [ChainAdapter<'solana'>]
}

const call = (target: unknown, key: string, args: unknown[]): unknown =>
  (target as Record<string, (...a: unknown[]) => unknown>)[key]?.(...args)

/**
 * The embedded (email/social) wallet as two adapters core talks to like any other: one `auth` connector (§5 id
 * ID_AUTH) per namespace, both on one sign-in in the secure-site frame. Creating them loads nothing.
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  const wallet = standIn(options, () =>
    import('./create-adapters').then((module) => module.createEmbeddedWallet(options)),
  )
  const { adapter, onAuthUser, load } = wallet
  return { adapters: [adapter('eip155', EIP155_MEMBERS), adapter('solana', SOLANA_MEMBERS)], onAuthUser, load }
}

/**
 * The embedded wallet's Solana side alone (one `auth` connector on the same sign-in), for an app whose EVM side is
 * another adapter: createAppKit({ adapters: [wagmiAdapter, ...createEmbeddedSolanaWallet(options).adapters] }).
 */
export function createEmbeddedSolanaWallet(options: EmbeddedWalletOptions): EmbeddedSolanaWallet {
  const wallet = standIn(options, () =>
    import('./create-solana-wallet').then((module) => module.createEmbeddedSolanaWallet(options)),
  )
  const { adapter, onAuthUser, load } = wallet
  return { adapters: [adapter('solana', SOLANA_MEMBERS)], onAuthUser, load }
}

/** What both stand-ins share: the load, the calls replayed after it, and one adapter per namespace asked for. */
function standIn<Loaded extends LoadedWallet>(options: EmbeddedWalletOptions, create: () => Promise<Loaded>) {
  let loaded: Loaded | undefined
  let loading: Promise<Loaded> | undefined
  /** Calls core made before the load, replayed on the loaded adapters in order. */
  const replay: ((wallet: Loaded) => void)[] = []
  const load = (): Promise<Loaded> => {
    loading ??= create()
      .then((wallet) => {
        for (const step of replay.splice(0)) step(wallet)
        loaded = wallet
        return wallet
      })
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return loading
  }
  /** Now if loaded, else after the load (without starting it). */
  const whenLoaded = (step: (wallet: LoadedWallet) => void) => (loaded ? step(loaded) : replay.push(step))
  /** A subscription on the loaded wallet, made when it loads; unsubscribing first means it is never made. */
  const subscribe = (on: (wallet: LoadedWallet) => (() => void) | undefined) => {
    let stop: (() => void) | undefined
    let off = false
    whenLoaded((wallet) => {
      if (!off) stop = on(wallet)
    })
    return () => {
      off = true
      stop?.()
    }
  }
  const real = (wallet: LoadedWallet, namespace: Namespace): Members =>
    wallet.adapters.find((adapter) => adapter.namespace === namespace) as unknown as Members
  const realProvider = (wallet: LoadedWallet, namespace: Namespace): unknown => wallet.providers[namespace]

  function provider(namespace: Namespace, own: readonly string[]): object {
    const members: Members = { kind: 'portico-auth' }
    for (const key of SYNC_MEMBERS)
      members[key] = (...args: unknown[]) => (loaded ? call(realProvider(loaded, namespace), key, args) : undefined)
    for (const key of VOID_MEMBERS)
      members[key] = (...args: unknown[]) => {
        void load().then(
          (wallet) => call(realProvider(wallet, namespace), key, args),
          () => undefined,
        )
      }
    // The popup opens here, in the user's click (a popup opened after an await is blocked); the login goes on loaded.
    members.connectSocial = (social: string) => {
      // Blocked (null): the loaded wallet's own attempt fails with the catalogue's error.
      const popup = openSocialWindow(options.secureSiteUrl) ?? undefined
      return load().then(
        (wallet) => call(realProvider(wallet, namespace), 'connectSocial', [social, popup]),
        (error: unknown) => {
          popup?.close()
          throw error
        },
      )
    }
    for (const key of [...AUTH_MEMBERS, ...own])
      members[key] = (...args: unknown[]) => load().then((wallet) => call(realProvider(wallet, namespace), key, args))
    return members
  }

  function adapter<N extends Namespace>(namespace: N, own: NamespaceMembers): ChainAdapter<N> {
    const connector: Connector = {
      id: AUTH_ID,
      name: 'Email',
      type: 'auth',
      chain: namespace,
      provider: provider(namespace, own.provider) as AuthConnectorProvider,
    }
    const forward =
      (key: string) =>
      (...args: unknown[]) =>
        load().then((wallet) => call(real(wallet, namespace), key, args))
    const members: Members = {
      namespace,
      on: (event: string, listener: unknown) =>
        subscribe((wallet) => call(real(wallet, namespace), 'on', [event, listener]) as () => void),
      configureService: (service: Parameters<NonNullable<ChainAdapter['configureService']>>[0]) =>
        whenLoaded((w) => call(real(w, namespace), 'configureService', [service])),
      setAuthHost: (host: AuthHost) => whenLoaded((w) => call(real(w, namespace), 'setAuthHost', [host])),
      // The connector is known without the wallet's code: Connect shows the email row from it.
      syncConnectors: async () => [connector],
    }
    for (const key of FORWARDED_METHODS) members[key] = forward(key)
    for (const key of own.capabilities) members[key] = forward(key)
    return members as unknown as ChainAdapter<N>
  }

  return {
    adapter,
    onAuthUser: (listener: (user: AuthUserEvent) => void) => subscribe((wallet) => wallet.onAuthUser(listener)),
    load,
  }
}
