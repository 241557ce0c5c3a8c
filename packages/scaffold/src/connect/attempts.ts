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

// Attempts whose view the user left (Escape, back, close). A wallet may never answer them; they stop blocking a new
// request, and a late answer still settles them unless a newer attempt took their place.
const left = new WeakSet<Attempt>()

/** The user left the view that waited: every waiting attempt is abandoned, so the next choice asks the wallet again. */
export function leaveAttempts(core: AppKitCore): void {
  for (const store of Object.values(attemptsOf(core))) {
    const attempt = store.get()
    if (attempt.status === 'waiting') left.add(attempt)
  }
}

/** A waiting attempt the user still looks at blocks only a repeat of itself (a remount, a second click). */
const blocks = (current: Attempt, next: Omit<Attempt, 'status'>) =>
  current.status === 'waiting' &&
  !left.has(current) &&
  current.namespace === next.namespace &&
  current.connectorId === next.connectorId &&
  current.network?.caipNetworkId === next.network?.caipNetworkId

/**
 * Asks the wallet to connect; success closes the modal (AppKit's behaviour without sign-in). The target may carry
 * more (a relay target's pairing client): the attempt records only which connector was asked.
 */
export async function startConnect(
  core: AppKitCore,
  { namespace, connectorId, name }: { namespace: ChainNamespace; connectorId: string; name: string },
): Promise<void> {
  const store = attemptsOf(core).connect
  const target = { namespace, connectorId, name }
  if (blocks(store.get(), target)) return
  const attempt: Attempt = { status: 'waiting', ...target }
  store.set(attempt)
  try {
    await core.connect({ namespace: target.namespace, connectorId: target.connectorId })
    // Superseded by a newer attempt: that one owns the modal now.
    if (store.get() !== attempt) return
    // Closed first: the fading view holds the attempt as it was (waiting), never an idle one with a retry button.
    core.close()
    store.set({ status: 'idle' })
  } catch (error) {
    if (store.get() !== attempt) return
    // MODAL_CLOSED: the attempt was dropped because the user closed the modal (a WalletConnect pairing): no failure.
    if (isPorticoError(error, 'MODAL_CLOSED')) return store.set({ status: 'idle' })
    store.set({ status: outcome(error), ...target })
  }
}

/** Asks the wallet to switch; on success the modal goes back to Account (or Connect when nothing is connected). */
export async function startSwitch(core: AppKitCore, network: CaipNetwork): Promise<void> {
  const store = attemptsOf(core).switch
  if (blocks(store.get(), { network })) return
  const attempt: Attempt = { status: 'waiting', network }
  store.set(attempt)
  try {
    await core.switchNetwork(network, { ignoreConfirmation: true })
    if (store.get() !== attempt) return
    store.set({ status: 'idle' })
    const active = core.state.chain.activeChain
    const connected = Boolean(active && core.state.chain.chains[active]?.accountState.address)
    core.router.reset(connected ? 'Account' : 'Connect')
  } catch (error) {
    if (store.get() !== attempt) return
    store.set({ status: outcome(error), network })
  }
}
