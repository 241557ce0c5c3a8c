// Loaded by a dynamic import only: this module is the one that pulls the universal provider and its sign client
// into the page, so nothing of them is in the initial JS.
import { Core } from '@walletconnect/core'
import { UniversalProvider } from '@walletconnect/universal-provider'
import type { ProviderLike, WalletConnectOptions } from '../client/types'
import { localStorageKeyValue } from './local-storage'
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

export async function loadUniversalProvider(
  options: WalletConnectOptions,
  mark: (name: string) => void = () => undefined,
): Promise<ProviderLike> {
  const relayUrl = options.relayUrl ?? HOSTED_RELAY_URL
  const logger = options.logLevel ?? 'error'
  const common = {
    projectId: options.projectId,
    relayUrl,
    logger,
    telemetryEnabled: false,
    ...(options.storagePrefix ? { customStoragePrefix: options.storagePrefix } : {}),
    ...(storageFor(options) ? { storage: storageFor(options) } : {}),
  }
  // The core is built here (the sign client's documented `core` option) so its verify can be replaced before the
  // first proposal; telemetryEnabled: false keeps the event client from posting to pulse.walletconnect.org.
  const core = new Core(common)
  if (!usesVerify(options)) core.verify = offlineVerify(core)
  mark('core-created')
  const provider = await UniversalProvider.init({ ...common, core, metadata: options.metadata })
  return provider as unknown as ProviderLike
}
