import type { CaipNetwork, ChainNamespace } from '@portico/common'
import { createStore, isPorticoError, isUserRejection, type Store } from '@portico/common'
import type { AppKitCore } from '@portico/core'

// A wallet request the modal is waiting on. Kept outside React so a view that remounts (StrictMode, navigating
// back) shows the same attempt instead of sending a second request to the wallet.
export type AttemptStatus = 'idle' | 'waiting' | 'rejected' | 'error'

export interface Attempt {
  status: AttemptStatus
  namespace?: ChainNamespace
  connectorId?: string
  name?: string
  network?: CaipNetwork
}

type AttemptStore = Store<Attempt>
const idle = (): AttemptStore => createStore<Attempt>({ status: 'idle' })

const stores = new WeakMap<AppKitCore, { connect: AttemptStore; switch: AttemptStore }>()

export function attemptsOf(core: AppKitCore) {
  let entry = stores.get(core)
  if (!entry) {
    entry = { connect: idle(), switch: idle() }
    stores.set(core, entry)
  }
  return entry
}

const outcome = (error: unknown): AttemptStatus => (isUserRejection(error) ? 'rejected' : 'error')

/**
 * Asks the wallet to connect; success closes the modal (AppKit's behaviour without sign-in). The target may carry
 * more (a relay target's pairing client): the attempt records only which connector was asked.
 */
export async function startConnect(
  core: AppKitCore,
  { namespace, connectorId, name }: { namespace: ChainNamespace; connectorId: string; name: string },
): Promise<void> {
  const store = attemptsOf(core).connect
  if (store.get().status === 'waiting') return
  const target = { namespace, connectorId, name }
  store.set({ status: 'waiting', ...target })
  try {
    await core.connect({ namespace: target.namespace, connectorId: target.connectorId })
    store.set({ status: 'idle' })
    core.close()
  } catch (error) {
    // MODAL_CLOSED: the attempt was dropped because the user closed the modal (a WalletConnect pairing): no failure.
    if (isPorticoError(error, 'MODAL_CLOSED')) return store.set({ status: 'idle' })
    store.set({ status: outcome(error), ...target })
  }
}

/** Asks the wallet to switch; on success the modal goes back to Account (or Connect when nothing is connected). */
export async function startSwitch(core: AppKitCore, network: CaipNetwork): Promise<void> {
  const store = attemptsOf(core).switch
  if (store.get().status === 'waiting') return
  store.set({ status: 'waiting', network })
  try {
    await core.switchNetwork(network, { ignoreConfirmation: true })
    store.set({ status: 'idle' })
    const active = core.state.chain.activeChain
    const connected = Boolean(active && core.state.chain.chains[active]?.accountState.address)
    core.router.reset(connected ? 'Account' : 'Connect')
  } catch (error) {
    store.set({ status: outcome(error), network })
  }
}
