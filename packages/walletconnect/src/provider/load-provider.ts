// Loaded by a dynamic import only: this module is the one that pulls the universal provider and its sign client
// into the page, so nothing of them is in the initial JS.
import { Core } from '@walletconnect/core'
import type { ICore } from '@walletconnect/types'
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { ProviderLike, WalletConnectOptions } from '../client/types'
import { localStorageKeyValue } from './local-storage'
import { installNativeRelayJwt } from './native-relay-jwt'
import { offlineVerify } from './offline-verify'

export const HOSTED_RELAY_URL = 'wss://relay.walletconnect.org'

/** Verify is on by default only with the hosted relay: a custom relay means a network of its own (lab, tests). */
export function usesVerify(options: Pick<WalletConnectOptions, 'verify' | 'relayUrl'>): boolean {
  return options.verify ?? options.relayUrl === undefined
}

/** The app's storage, else localStorage in a browser (see ./local-storage), else the sign client's default. */
function storageFor(options: WalletConnectOptions) {
  if (options.storage) return options.storage
  try {
    if (typeof localStorage !== 'undefined' && typeof window !== 'undefined') return localStorageKeyValue(localStorage)
  } catch {
    // Storage blocked (privacy mode): the sign client's own default decides.
  }
  return undefined
}

function coreOptions(options: WalletConnectOptions) {
  return {
    projectId: options.projectId,
    relayUrl: options.relayUrl ?? HOSTED_RELAY_URL,
    logger: options.logLevel ?? 'error',
    telemetryEnabled: false,
    ...(options.storagePrefix ? { customStoragePrefix: options.storagePrefix } : {}),
    ...(storageFor(options) ? { storage: storageFor(options) } : {}),
  }
}

/**
 * The core is built here (the sign client's documented `core` option) so its verify can be replaced before the
 * first proposal, and its relay JWT signed by WebCrypto (./native-relay-jwt); telemetryEnabled: false keeps the
 * event client from posting to pulse.walletconnect.org. Building it opens no connection (the provider starts it).
 */
export function createCore(options: WalletConnectOptions): ICore {
  const core = new Core(coreOptions(options))
  if (!usesVerify(options)) core.verify = offlineVerify(core)
  installNativeRelayJwt(core)
  return core
}

export async function loadUniversalProvider(
  options: WalletConnectOptions,
  mark: (name: string) => void = () => undefined,
): Promise<ProviderLike> {
  const core = createCore(options)
  mark('core-created')
  const provider = await UniversalProvider.init({ ...coreOptions(options), core, metadata: options.metadata })
  return provider as unknown as ProviderLike
}
