import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { AppKitCore, ThemeMode, View } from '@portico/core'
import type { KitState, OpenOptions } from './createAppKit'
import type { CreateAppKitOptions, ThemeVariables } from './options'
import type { AppKitVanillaApi } from './vanilla'

/** The core's immutable snapshot, what the hooks select from. */
export type CoreSnapshot = ReturnType<AppKitCore['getSnapshot']>

/** The modal's code (scaffold, ui, views); only this package loads it. */
type ScaffoldModule = typeof import('@portico/scaffold')

/**
 * What createAppKit returns. Everything here is public and documented; what only this package's hooks and
 * components need sits under `_internal`.
 */
export interface AppKit extends AppKitVanillaApi {
  /** The lower-level API the hooks are built on: signing, chain requests, analytics events, the raw state. */
  readonly core: AppKitCore
  /** The options createAppKit was called with. */
  readonly options: CreateAppKitOptions
  /** Settles when start-up (restoring the last session) is over; already settled on a server. */
  ready(): Promise<void>
  /**
   * §2: the `result_uri` a Telegram mini-app returned with, read at start-up and removed from the address bar;
   * also dispatched on `window` as `portico:telegram-return` (`detail` is the URI). Undefined otherwise.
   */
  readonly telegramResultUri: string | undefined
  /** Opens the modal, on `view` if given (the opening rules choose otherwise); resolves once it is mounted. */
  open<V extends View>(options?: OpenOptions<V>): Promise<void>
  close(): Promise<void>
  /** Disconnects one namespace's wallet, or every namespace's without an argument. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Asks the wallet to switch at once, without the modal's confirmation step. */
  switchNetwork(network: CaipNetwork): Promise<void>
  setThemeMode(mode: ThemeMode): void
  /** Merged into the current variables (`--w3m-*` names). */
  setThemeVariables(variables: ThemeVariables): void
  /** Changes the modal's and the buttons' language at once ('en', 'es', 'ar'). */
  setLocale(locale: string): void
  /** Fetches the modal and its views without showing them. */
  prefetch(): Promise<void>
  /** Stops the kit: the modal is unmounted, adapters are no longer listened to, background requests abort. */
  destroy(): void
  /**
   * @internal For @portico/react's own hooks and components; not a public API and may change in any release.
   */
  readonly _internal: AppKitInternal
}

/** The stores the hooks subscribe to (useSyncExternalStore), and the modal loader AppKitEmbedded renders with. */
export interface AppKitInternal {
  subscribe(listener: () => void): () => void
  getSnapshot(): CoreSnapshot
  /** Taken before start-up, so a server render and the client's hydrating render agree. */
  getServerSnapshot(): CoreSnapshot
  subscribeKit(listener: () => void): () => void
  getKitState(): KitState
  getServerKitState(): KitState
  loadModal(): Promise<ScaffoldModule>
}
