import { type CaipNetwork, type ChainNamespace, createStore, isCaipNetworkId, isChainNamespace } from '@portico/common'
import {
  type AppKitCore,
  type AppKitEvent,
  createAppKitCore,
  localStorageBackend,
  type RouteData,
  type ThemeMode,
  type View,
} from '@portico/core'
import { ELEMENT_DEPS } from '../elements/element-deps'
import { APPKIT_ELEMENTS_SELECTOR } from '../elements/tags'
import type { AppKitEventRecord } from './appkit-events'
import { type CreateAppKitOptions, type ThemeVariables, toCoreOptions } from './options'
import { createPlaceholder } from './placeholder'
import type { RecentConnection } from './recent-connections'
import { claimModal, releaseModal, setCurrentAppKit } from './registry'
import { TELEGRAM_RETURN_EVENT, takeResultUri } from './telegram-return'
import type { AppKit, AppKitInternal } from './types'
import { createVanillaApi } from './vanilla'
import { planWalletConnect } from './walletconnect/plan'

type Scaffold = typeof import('@portico/scaffold')
type Snapshot = ReturnType<AppKitCore['getSnapshot']>

/** The view's data as core's RouteData types it: required when the view needs it, absent when it takes none. */
type OpenArguments<V extends View> = [RouteData[V]] extends [undefined]
  ? { arguments?: undefined }
  : undefined extends RouteData[V]
    ? { arguments?: RouteData[V] }
    : { arguments: RouteData[V] }

export type OpenOptions<V extends View = View> = {
  /** A view of core's VIEWS, with AppKit's names (`Networks` opens the network switcher). */
  view?: V
  namespace?: ChainNamespace
} & OpenArguments<V>

/** Binding-level state that core does not hold. */
export interface KitState {
  initialized: boolean
  themeVariables: ThemeVariables
  /** The modal's and the buttons' language; setLocale changes it live. */
  locale: string
  /** The latest event under AppKit's names (useAppKitEvents, subscribeEvents): core's and the binding's own. */
  lastEvent: AppKitEventRecord | undefined
  /** Connections the user ended, newest first, kept across reloads (useAppKitConnections' recentConnections). */
  recentConnections: RecentConnection[]
}

const isBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined'

/**
 * Creates Portico's AppKit: one core, its start-up, and the modal. The modal's code (scaffold, ui, views) is loaded
 * with a dynamic import() and mounted closed on idle after the first paint (or at the first open if that comes
 * sooner), never in the initial bundle.
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  // §7: the app's own service (apiUrl, projectId) reaches each adapter before anything starts, so the EVM adapter
  // can send RPC through its blockchain API for the chains it serves. Only an explicit apiUrl: asking a default host
  // that is not running would fail a request on every page of an app that has no service.
  if (options.apiUrl) {
    for (const adapter of options.adapters ?? []) {
      adapter.configureService?.({ apiUrl: options.apiUrl, projectId: options.projectId })
    }
  }
  const coreOptions = toCoreOptions(options)
  const walletConnect = wantsWalletConnect(options)
    ? // The plan reads projectId, apiUrl, relayUrl, metadata and siwx of the options.
      planWalletConnect({ ...options, networks: coreOptions.networks, adapters: coreOptions.adapters })
    : undefined
  // §2 rule 2 for an app that gave no adapters: its WalletConnect-only ones pair through the basic WalletConnect view
  // while nothing is connected, which is core's manual WalletConnect control (AllWallets on a phone).
  const core = createAppKitCore(
    walletConnect
      ? {
          ...coreOptions,
          adapters: [...walletConnect.appAdapters, ...walletConnect.adapters],
          ...(walletConnect.adapters.length > 0 && { manualWCControl: true }),
        }
      : coreOptions,
  )
  const attachWalletConnect = () => void walletConnect?.attach().catch(() => {})
  // AppKit apps pass options Portico does not have: under debug (on unless `debug: false`) each is named once, never
  // silently dropped. The list is fetched on its own so the app's initial JavaScript does not carry it, after the
  // first paint: fetched and evaluated at once, it came before React's first render (navigation → button +14 ms).
  if (options.debug !== false) {
    const warn = options.warn ?? ((message: string) => console.warn(message))
    void afterPaint(() => import('./unsupported-options'))
      .then((m) => m.warnUnsupportedAppKitOptions(m.unsupportedAppKitOptions({ ...options }), warn))
      .catch(() => {})
  }
  core.theme.setThemeMode(options.themeMode ?? 'system')
  // Taken before start-up so the server render and the client's first (hydrating) render agree.
  const serverSnapshot: Snapshot = core.getSnapshot()
  const kitStore = createStore<KitState>({
    initialized: false,
    themeVariables: { ...options.themeVariables },
    locale: options.locale ?? 'en',
    lastEvent: undefined,
    recentConnections: [],
  })
  // What a server render (and the hydrating first render) sees: the options as given, not yet initialized.
  const serverKitState: KitState = kitStore.get()
  const setKitState = (next: Partial<KitState>) => kitStore.set({ ...kitStore.get(), ...next })
  // AppKit's event names (useAppKitEvents, subscribeEvents) and the recent connections come from a small chunk fetched
  // after the first paint: neither is needed for the button's (issue 22); ready() waits for it.
  let stopEvents = () => {}
  const afterPaintChunk = afterPaint(() => import('./after-paint'))
  const eventsWatched = afterPaintChunk.then(
    (m) => {
      if (destroyed) return
      const last = m.recordOfCoreEvent(core.state.events.last)
      if (last) setKitState({ lastEvent: last })
      stopEvents = m.watchAppKitEvents(core, (lastEvent) => setKitState({ lastEvent }), core.options.now ?? Date.now)
    },
    () => {},
  )
  // Recent connections: read after the server snapshot (a server render has no storage, and the hydrating render
  // must agree with it), by that chunk.
  let stopRecent = () => {}
  if (isBrowser())
    void afterPaintChunk
      .then((m) => {
        if (destroyed) return
        const backend = options.storage ?? localStorageBackend()
        const stored = m.readRecentConnections(backend, CAIP_CHECKS)
        // Nothing stored leaves the state as it is: hooks that read it do not render again for an equal list.
        if (stored.length > 0) setKitState({ recentConnections: stored })
        stopRecent = m.watchRecentConnections(core, backend, CAIP_CHECKS, (recentConnections) =>
          setKitState({ recentConnections }),
        )
      })
      .catch(() => {})

  let scaffold: Promise<Scaffold> | undefined
  let mounted: ReturnType<Scaffold['mountModal']> | undefined
  let destroyed = false
  let stopWatching = () => {}
  // Aborts the background remote-config requests when the kit is destroyed.
  const remoteConfig = new AbortController()
  const autoMount = !options.disableAppend && !options.enableEmbedded
  // §2: read before anything renders, so the app never sees result_uri in its address.
  const telegramResultUri = isBrowser() ? takeResultUri(window) : undefined
  // §7: events of start-up (INITIALIZE) are kept until the analytics delivery starts on idle; only with a service.
  const earlyEvents: AppKitEvent[] = []
  const stopEarlyEvents = isBrowser() && options.apiUrl ? core.events.subscribe((e) => earlyEvents.push(e)) : () => {}
  const start = () => core.initialize()
  const ready: Promise<void> = isBrowser()
    ? // A stored WalletConnect session is restored through the connector attach() adds: start-up waits for it.
      Promise.all([walletConnect?.restoresSession ? walletConnect.attach().then(start, start) : start(), eventsWatched])
        .then(() => {})
        .finally(() => setKitState({ initialized: true }))
    : Promise.resolve()

  function loadScaffold(): Promise<Scaffold> {
    scaffold ??= import('@portico/scaffold').catch((error: unknown) => {
      scaffold = undefined
      throw error
    })
    return scaffold
  }

  const placeholder = createPlaceholder(core, kitStore.get, autoMount)

  async function ensureModal(): Promise<void> {
    if (mounted || destroyed || !autoMount || !isBrowser()) return
    // Built (hidden) by the first call, on idle unless an open came first, so a later open only has to show it.
    placeholder.build()
    placeholder.show()
    const module = await loadScaffold()
    // The locale's catalogue before the first render, so the modal never flashes English (a failed load keeps it).
    await module.loadCatalogue(kitStore.get().locale).catch(() => {})
    // Mounting closed waits for an idle slot, so its render competes with nothing; mounting open waits for a task
    // after the next frame, so the opening task only shows the placeholder and that frame paints it (issue 22).
    await new Promise<void>((resolve) => (core.state.modal.open ? afterNextFrame : scheduleIdle)(resolve))
    // An idle mount can land after destroy(): a destroyed kit must not leave a modal in the page.
    if (destroyed) return placeholder.hide()
    const { locale, themeVariables } = kitStore.get()
    if (mounted) return
    claimModal(unmountModal)
    // Open, the placeholder has painted: the open dialog replaces it in this task, at its final state.
    mounted = module.mountModal(core, {
      locale,
      themeVariables,
      ready,
      onShown: placeholder.replaced,
      entered: core.state.modal.open,
    })
  }

  function unmountModal(): void {
    mounted?.unmount()
    mounted = undefined
    placeholder.reset()
  }

  const internal: AppKitInternal = {
    /** For useSyncExternalStore. */
    subscribe: core.subscribe,
    getSnapshot: (): Snapshot => core.getSnapshot(),
    getServerSnapshot: (): Snapshot => serverSnapshot,
    subscribeKit: kitStore.subscribe,
    getKitState: kitStore.get,
    getServerKitState: (): KitState => serverKitState,
    /** The modal's code (scaffold, ui, views), for components that render it themselves (AppKitEmbedded). */
    loadModal: (): Promise<Scaffold> => loadScaffold(),
  }
  const kit: AppKit = {
    core,
    options,
    /** Settles when start-up is over (AppKit's `ready()`); the same promise on every call. */
    ready: () => ready,
    telegramResultUri,
    _internal: internal,
    ...createVanillaApi({ core, subscribeKit: kitStore.subscribe, getKitState: kitStore.get }),

    /** §2 opening rules; the dialog shows as soon as the modal's code is there (prefetched on idle). */
    async open<V extends View>(request?: OpenOptions<V>): Promise<void> {
      attachWalletConnect()
      core.open({
        ...(request?.view ? { view: request.view } : {}),
        ...(request?.namespace ? { namespace: request.namespace } : {}),
        ...(request?.arguments ? { data: request.arguments } : {}),
      })
      await ensureModal().catch((error: unknown) => {
        placeholder.hide()
        throw error
      })
    },
    async close(): Promise<void> {
      core.close()
    },
    disconnect: (namespace?: ChainNamespace) => core.disconnect(namespace ? { namespace } : {}),
    /** Programmatic switches go straight to the wallet, as AppKit's do; only the modal asks for confirmation. */
    async switchNetwork(network: CaipNetwork): Promise<void> {
      await core.switchNetwork(network, { ignoreConfirmation: true })
    },
    setThemeMode(mode: ThemeMode) {
      core.theme.setThemeMode(mode)
    },
    setThemeVariables(variables: ThemeVariables) {
      setKitState({ themeVariables: { ...kitStore.get().themeVariables, ...variables } })
      mounted?.update({ themeVariables: kitStore.get().themeVariables })
    },
    /** Changes the modal's and the buttons' language at once ('en', 'es', 'ar'). */
    setLocale(locale: string) {
      setKitState({ locale })
      // The buttons change at once; the modal once the locale's catalogue is there, rather than in English meanwhile.
      const apply = () => kitStore.get().locale === locale && mounted?.update({ locale })
      if (mounted)
        void loadScaffold()
          .then((module) => module.loadCatalogue(locale))
          .then(apply, apply)
    },
    /** Fetches the modal and its views without showing them. */
    async prefetch(): Promise<void> {
      const module = await loadScaffold()
      await module.prefetchRoutes()
    },
    destroy() {
      destroyed = true
      remoteConfig.abort()
      stopEarlyEvents()
      stopEvents()
      stopRecent()
      stopWatching()
      unmountModal()
      placeholder.destroy()
      releaseModal(unmountModal)
      core.destroy()
    },
  }

  if (isBrowser()) {
    // Anything that opens the modal (an unsupported chain from the wallet, a request) mounts it too.
    stopWatching = core.subscribe(() => {
      if (!core.state.modal.open) placeholder.reset()
      else if (!mounted) void ensureModal().catch(placeholder.hide)
      else placeholder.show()
    })
    // On idle: fetch the modal's code and mount it closed (host element, shadow root, stylesheet), so the first
    // open only has to render the dialog; then the views' code. Mounting does not wait for the views: a click soon
    // after start-up then opens the dialog at once, with its header and a skeleton until its view arrives.
    // Beside it, React's event code is run once ahead of the first click (warm-events.ts).
    scheduleIdle(
      () =>
        void Promise.all([ensureModal(), import('./warm-events').then((m) => m.warmEventDispatch())])
          .then(() => new Promise<void>((resolve) => scheduleIdle(resolve)))
          .then(() => loadScaffold())
          .then((module) => module.prefetchRoutesInSteps())
          .catch(() => {}),
    )
    // The WalletConnect connector joins the app's wagmi config after the first paint (its client is a lazy chunk).
    if (walletConnect) scheduleIdle(attachWalletConnect)
    // AppKit's <appkit-*> elements, registered by createAppKit as in AppKit: their code is fetched only when the
    // page has one of their tags, looked for once after the first paint (defineAppKitElements() for tags added
    // later; the vanilla entry registers them at once).
    scheduleIdle(() => {
      if (!destroyed && document.querySelector(APPKIT_ELEMENTS_SELECTOR))
        void import('../elements/element-class').then((m) => m.defineElementsWith(ELEMENT_DEPS)).catch(() => {})
    })
    // With an apiUrl, the service's analytics and remote configuration, from the after-paint chunk.
    if (options.apiUrl)
      void afterPaintChunk
        .then((m) => {
          if (!destroyed)
            m.startService({
              core,
              scaffold: loadScaffold,
              earlyEvents,
              stopEarlyEvents,
              signal: remoteConfig.signal,
            })
        })
        .catch(() => {})
  }
  if (telegramResultUri !== undefined) {
    // After start-up is under way, so a listener the app adds right after createAppKit still hears it.
    queueMicrotask(() => {
      if (!destroyed) window.dispatchEvent(new CustomEvent(TELEGRAM_RETURN_EVENT, { detail: telegramResultUri }))
    })
  }
  setCurrentAppKit(kit)
  return kit
}

/** The checks the recent-connections chunk uses, handed in (see CaipChecks). */
const CAIP_CHECKS = { isCaipNetworkId, isChainNamespace }

/** §9: enableWalletConnect defaults to true; WalletConnect needs the app's projectId. */
function wantsWalletConnect(options: CreateAppKitOptions): options is CreateAppKitOptions & { projectId: string } {
  // An app that brings its own WalletConnect adapter (@portico/walletconnect) has chosen its client: a second one
  // from the projectId would show a second WalletConnect row and propose a second session.
  return (
    Boolean(options.projectId) &&
    options.enableWalletConnect !== false &&
    !options.adapters?.some((adapter) => 'walletConnectClient' in adapter)
  )
}

/**
 * Runs `task` once the browser is idle after the first paint (at once without a browser): work the button's first
 * paint does not need, such as starting a chunk's import (a task after the next frame alone sometimes came before
 * React's first render and delayed it).
 */
function afterPaint<T>(task: () => Promise<T>): Promise<T> {
  return isBrowser() ? new Promise<void>((resolve) => scheduleIdle(resolve)).then(task) : task()
}

/** In a task after the next frame has painted (a task queued from an animation frame callback runs after it). */
function afterNextFrame(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task))
}

/** After the first paint, when the browser is idle: the modal's code must not compete with the app's start-up. */
function scheduleIdle(task: () => void): void {
  const idle = (cb: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(cb, { timeout: 2000 })
      : setTimeout(cb, 200)
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(() => idle(task))
  else idle(task)
}
