import {
  alertForUniversalProviderError,
  type CaipNetworkId,
  type ChainNamespace,
  createStore,
  PorticoError,
  toPorticoError,
  type WalletErrorOptions,
} from '@portico/common'
import { featureError } from '@portico/common/errors'
import { createEmitter } from '@portico/core'
import { reusesPairing as platformReusesPairing } from '../platform/platform'
import { accountsFromEvent, type ClientEvents, chainFromEvent } from './events'
import { proposalNamespaces, summarize } from './namespaces'
import { addCacaoSessions, authenticateParams, oneClickEligible, type WcCacao } from './one-click'
import { createPairingUri, type OwnPairing } from './pairing-uri'
import { hasSessionMark, markSession } from './session-marker'
import type { PairingState, ProviderLike, RawSession, SessionSummary, WalletConnectOptions } from './types'

/** The sign client's proposal lifetime; a shown URI is not worth scanning after it. */
export const DEFAULT_PAIRING_EXPIRY_SECONDS = 300

interface Attempt {
  id: number
  promise: Promise<SessionSummary>
  resolve: (session: SessionSummary) => void
  reject: (error: unknown) => void
  expiresAt?: number
  timer?: ReturnType<typeof setTimeout>
}

export interface WalletConnectClient {
  /** Lets a view recognise the client behind a connector's `provider`. */
  readonly kind: 'walletconnect'
  readonly options: WalletConnectOptions
  getState(): PairingState
  subscribe(listener: () => void): () => void
  on: ReturnType<typeof createEmitter<ClientEvents>>['on']
  /**
   * Pairs and resolves with the approved session. A pairing still waiting and not expired is reused (same URI);
   * otherwise a fresh one is made. Rejects with USER_REJECTED when the wallet rejects, FAILED_TO_CONNECT when the
   * pairing expires.
   */
  connect(): Promise<SessionSummary>
  /** Restores a stored session without pairing; undefined when there is none. */
  restore(): Promise<SessionSummary | undefined>
  /** Cheap: is there a stored session worth loading the provider for? */
  hasStoredSession(): boolean
  /**
   * Starts loading the universal provider now (its code's requests go out before this returns) without pairing; a
   * connect that follows waits for the same load. A failed load is reported by that connect.
   */
  preload(): void
  /** Drops a waiting pairing (its view went away where pairings are not reused). */
  abandon(): void
  /** §4: Telegram and iOS Safari keep a pairing until it expires, even across the view closing. */
  reusesPairing(): boolean
  disconnect(): Promise<void>
  request<T = unknown>(args: { method: string; params?: unknown }, caipNetworkId: CaipNetworkId): Promise<T>
  /** Makes an approved chain the default for the namespace's requests. */
  setDefaultChain(caipNetworkId: CaipNetworkId): Promise<void>
}

// The sign client's USER_REJECTED is 5000; it rejects a declined wc_sessionAuthenticate with the bare message string.
const SIGN_CLIENT_ERRORS: WalletErrorOptions = { rejectionCodes: [5000], rejectionText: /reject/i }
const isRejection = (error: unknown) =>
  toPorticoError(error, 'FAILED_TO_CONNECT', SIGN_CLIENT_ERRORS).code === 'USER_REJECTED'
const isExpiry = (error: unknown) => /expired/i.test(String((error as { message?: unknown } | null)?.message ?? ''))

/** The options with the relay `resolveRelayUrl` names, when the app gave no `relayUrl`. */
async function withRelay(options: WalletConnectOptions): Promise<WalletConnectOptions> {
  if (options.relayUrl !== undefined || !options.resolveRelayUrl) return options
  const relayUrl = await options.resolveRelayUrl()
  return relayUrl ? { ...options, relayUrl } : options
}

export function createWalletConnectClient(options: WalletConnectOptions): WalletConnectClient {
  const now = options.now ?? Date.now
  const prefix = options.storagePrefix ?? ''
  const expiryMs = (options.pairingExpirySeconds ?? DEFAULT_PAIRING_EXPIRY_SECONDS) * 1000
  const emitter = createEmitter<ClientEvents>()
  const pairing = createStore<PairingState>({ status: 'idle' })
  let providerPromise: Promise<ProviderLike> | undefined
  let attempt: Attempt | undefined
  let attempts = 0

  // User Timing marks, so a page (or an e2e budget) can see where a pairing spends its time.
  const mark = (name: string) => globalThis.performance?.mark?.(`portico:walletconnect:${name}`)

  const setState = pairing.set

  const onSessionEvent = (payload: {
    topic: string
    params: { event: { name: string; data: unknown }; chainId: string }
  }) => {
    if (payload.topic !== pairing.get().session?.topic) return
    const { event, chainId } = payload.params
    const namespace = chainId.split(':')[0] as ChainNamespace
    if (event.name === 'chainChanged') {
      const caipNetworkId = chainFromEvent(chainId, event.data)
      if (caipNetworkId) emitter.emit('chainChanged', { namespace, caipNetworkId })
    } else if (event.name === 'accountsChanged') {
      const accounts = accountsFromEvent(namespace, event.data)
      if (accounts) emitter.emit('accountsChanged', { namespace, accounts })
    }
  }

  // §8: the universal provider reports a refused origin, a clock-skewed JWT or an unknown project id only in its
  // error's message; the matching alert goes out (the modal shows each once).
  const alertFor = (error: unknown) => {
    const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error)
    const key = alertForUniversalProviderError(message)
    if (key) emitter.emit('alert', { key })
  }

  const ended = (topic: string | undefined) => {
    markSession(prefix, undefined)
    if (pairing.get().status === 'connected') setState({ status: 'idle' })
    emitter.emit('disconnect', { topic })
  }

  function load(): Promise<ProviderLike> {
    providerPromise ??= (async () => {
      mark('load-start')
      // The import starts before the first await, in the caller's task: a click that loads the provider has its
      // chunks fetched and parsed (off the main thread) while the view it opened renders, not after.
      const loader: Promise<NonNullable<WalletConnectOptions['loadProvider']>> = options.loadProvider
        ? Promise.resolve(options.loadProvider)
        : import('../provider/load-provider').then(({ loadUniversalProvider }) => {
            mark('imported')
            return (o: WalletConnectOptions) => loadUniversalProvider(o, mark)
          })
      const [loadProvider, resolved] = await Promise.all([loader, withRelay(options)])
      const provider = await loadProvider(resolved)
      mark('provider-ready')
      // The sign client's own pairing: one-click sign-in, or a page without WebCrypto (./pairing-uri).
      provider.on('display_uri', (uri: string) => {
        if (attempt) show(attempt, uri, now() + expiryMs)
      })
      provider.on('session_event', onSessionEvent as (p: never) => void)
      provider.on('session_update', ((payload: { topic: string }) => {
        if (payload.topic !== pairing.get().session?.topic || !provider.session) return
        setState({ status: 'connected', session: summarize(provider.session) })
        emitter.emit('session', { topic: payload.topic })
      }) as (p: never) => void)
      provider.on('session_delete', ((payload: { topic: string }) => ended(payload.topic)) as (p: never) => void)
      // A relay that refuses the project, the origin or the auth token says why only when it closes the socket; the
      // pairing itself may never fail with that message.
      provider.client.core.relayer.on('relayer_error', alertFor)
      return provider
    })().catch((error) => {
      providerPromise = undefined
      throw error
    })
    return providerPromise
  }

  /** The attempt's URI is shown (QR, deep links) until it expires. */
  function show(a: Attempt, uri: string, expiresAt: number) {
    if (attempt !== a || pairing.get().status !== 'loading') return
    mark('uri')
    a.expiresAt = expiresAt
    a.timer = setTimeout(() => expire(a), expiresAt - now())
    setState({ status: 'pairing', uri, expiresAt })
  }

  /**
   * Proposes the session on the pairing made before the provider loaded: the sign client takes it over (its key,
   * subscription and expiry) and proposes on it. Without one (no WebCrypto) the sign client pairs on its own.
   */
  async function propose(
    provider: ProviderLike,
    namespaces: ReturnType<typeof proposalNamespaces>,
    own: OwnPairing | undefined,
  ): Promise<RawSession | undefined> {
    if (!own) return provider.connect({ optionalNamespaces: namespaces })
    // skipPairing records the namespaces and starts the provider's clean-up of earlier pairings, which unsubscribes
    // every pairing it finds at that moment: this one must be made after it.
    await provider.connect({ optionalNamespaces: namespaces, skipPairing: true })
    await provider.client.core.pairing.pair({ uri: own.uri, activatePairing: true })
    return provider.pair(own.topic)
  }

  function settle(a: Attempt) {
    if (a.timer) clearTimeout(a.timer)
    if (attempt === a) attempt = undefined
  }

  function expire(a: Attempt) {
    if (attempt !== a) return
    settle(a)
    setState({ status: 'expired' })
    a.reject(new PorticoError('FAILED_TO_CONNECT', { cause: new Error('WalletConnect pairing expired') }))
  }

  function connected(session: RawSession): SessionSummary {
    const summary = summarize(session)
    markSession(prefix, summary.topic)
    setState({ status: 'connected', session: summary })
    emitter.emit('session', { topic: summary.topic })
    return summary
  }

  /** §5 one-click: pair with the SIWX request, keep the wallet's CACAOs as sessions before the session resolves. */
  async function authenticate(
    provider: ProviderLike,
    namespaces: ReturnType<typeof proposalNamespaces>,
  ): Promise<RawSession | undefined> {
    const siwx = options.siwx as NonNullable<WalletConnectOptions['siwx']>
    if (!provider.authenticate) throw new Error('This provider cannot authenticate')
    const params = await authenticateParams(siwx, options.networks, namespaces.eip155?.methods ?? [])
    const { session, auths } = await provider.authenticate({ ...params, optionalNamespaces: namespaces })
    const client = provider.client
    const format = (cacao: WcCacao) => client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    // A CACAO SIWX refuses is reported, not fatal: the session stands and the modal asks for an ordinary sign-in.
    const signedIn = await addCacaoSessions(siwx, auths ?? [], format, options.networks, (error) =>
      emitter.emit('signInError', { error }),
    )
    if (signedIn) emitter.emit('signedIn', { chainId: signedIn.data.chainId, address: signedIn.data.accountAddress })
    return session
  }

  function start(): Attempt {
    let resolve!: (s: SessionSummary) => void
    let reject!: (e: unknown) => void
    const promise = new Promise<SessionSummary>((res, rej) => {
      resolve = res
      reject = rej
    })
    // A caller that stopped listening (abandoned attempt) must not surface as an unhandled rejection.
    promise.catch(() => undefined)
    const a: Attempt = { id: ++attempts, promise, resolve, reject }
    attempt = a
    setState({ status: 'loading' })
    const loading = load()
    // The QR needs only a key and its hash: shown at once, not after the provider's code has loaded and parsed.
    // One-click sign-in cannot use it (the sign client's authenticate always makes its own pairing).
    const oneClick = oneClickEligible(options.siwx, options.networks)
    const expiresAt = now() + expiryMs
    const own = oneClick ? Promise.resolve(undefined) : createPairingUri(expiresAt).catch(() => undefined)
    void own.then((made) => made && show(a, made.uri, expiresAt))
    void (async () => {
      try {
        const provider = await loading
        if (attempt !== a) return
        const namespaces = proposalNamespaces(options.networks, options.methods)
        mark('connect-start')
        const session = oneClick
          ? await authenticate(provider, namespaces)
          : await propose(provider, namespaces, await own)
        if (attempt !== a) return
        if (!session) throw new Error('The wallet approved no session')
        settle(a)
        a.resolve(connected(session))
      } catch (error) {
        if (attempt !== a) return
        settle(a)
        if (isRejection(error)) {
          setState({ status: 'rejected' })
          a.reject(new PorticoError('USER_REJECTED', { cause: error, rpcCode: 4001 }))
        } else if (isExpiry(error)) {
          setState({ status: 'expired' })
          a.reject(new PorticoError('FAILED_TO_CONNECT', { cause: error }))
        } else {
          alertFor(error)
          setState({ status: 'error', error: error instanceof Error ? error.message : String(error) })
          a.reject(new PorticoError('FAILED_TO_CONNECT', { cause: error }))
        }
      }
    })()
    return a
  }

  const client: WalletConnectClient = {
    kind: 'walletconnect',
    options,
    getState: pairing.get,
    subscribe: pairing.subscribe,
    on: emitter.on,

    async connect() {
      const { status, session } = pairing.get()
      if (status === 'connected' && session) return session
      const live = attempt && (attempt.expiresAt === undefined || attempt.expiresAt > now())
      if (attempt && live) return attempt.promise
      return start().promise
    },

    async restore() {
      const { status, session } = pairing.get()
      if (status === 'connected' && session) return session
      if (!hasSessionMark(prefix)) return undefined
      const provider = await load().catch((error: unknown) => {
        alertFor(error)
        throw error
      })
      if (!provider.session) {
        markSession(prefix, undefined)
        return undefined
      }
      return connected(provider.session)
    },

    hasStoredSession: () => pairing.get().status === 'connected' || hasSessionMark(prefix),

    preload() {
      load().catch(() => undefined)
    },

    abandon() {
      const a = attempt
      if (!a) return
      settle(a)
      setState({ status: 'idle' })
      a.reject(featureError('MODAL_CLOSED'))
    },

    reusesPairing: () => (options.reusesPairing ?? platformReusesPairing)(),

    async disconnect() {
      const topic = pairing.get().session?.topic
      const provider = providerPromise ? await providerPromise : undefined
      try {
        if (provider?.session) await provider.disconnect()
      } finally {
        markSession(prefix, undefined)
        setState({ status: 'idle' })
        emitter.emit('disconnect', { topic })
      }
    },

    async request<T>(args: { method: string; params?: unknown }, caipNetworkId: CaipNetworkId): Promise<T> {
      if (pairing.get().status !== 'connected') throw new PorticoError('WALLETCONNECT_CONNECTOR_NOT_FOUND')
      const provider = await load()
      return provider.request<T>(args, caipNetworkId)
    },

    async setDefaultChain(caipNetworkId) {
      ;(await load()).setDefaultChain(caipNetworkId)
    },
  }
  return client
}
