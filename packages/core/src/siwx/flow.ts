import type { CoreContext } from '../core/context'
import type { Records } from '../core/records'
import type { SIWXConfig } from './contract'
import { cancel, type SiwxSession, signIn } from './sign-in'
import type { SiwxFlowDeps, Target } from './state'

/**
 * What the flow uses of core's entry, handed in by ./host: this module is a lazy chunk, and a value it imported from
 * a module the app's entry has too would split that module out of the entry into a file of its own.
 */
export interface SiwxEntry {
  subscribe: (state: object, listener: () => void) => () => void
  /** §5's preconditions, each with its own error; SIWX_NO_ADDRESS when there is no account to sign with. */
  assertReady: (target: Target | undefined) => void
  /** A failure as the view shows it: a rejection is SIGNATURE_DECLINED (4001). */
  toError: (error: unknown) => Error
}

const keyOf = (t: Target | undefined) => (t ? `${t.network.caipNetworkId}|${t.address.toLowerCase()}` : '')

/**
 * §4 SIWX: after connect (and after any change of active account or network), an account without a session is asked
 * to sign in on SIWXSignMessage; signing adds the session and closes the modal; a failure reopens the view with the
 * error; cancelling when sign-in is required goes back to the last signed-in network if it still has a session, else
 * disconnects. With `signOutOnDisconnect` a disconnected account's session is revoked.
 */
export function createSiwxFlow(
  ctx: CoreContext,
  records: Records,
  config: SIWXConfig | undefined,
  deps: SiwxFlowDeps,
  entry: SiwxEntry,
) {
  const { state, router, modal, events, warn } = ctx
  let current = ''
  let previous: Target | undefined
  let checking: Promise<void> | undefined
  let closeRequested = false
  // Set for one task after a connect opened the sign-in view: the connect view's own "close on success" must not
  // close it (see afterConnect).
  let swallowClose = false

  const target = (): Target | undefined => {
    const namespace = state.chain.activeChain
    const record = namespace ? state.chain.chains[namespace] : undefined
    const address = record?.accountState.address
    const network = state.chain.activeCaipNetwork
    if (!namespace || !record || !address || !network || record.accountState.status !== 'connected') return undefined
    return { namespace, address, network }
  }
  const required = () => config?.getRequired?.() ?? false

  function showView(closeBlocked: boolean) {
    state.siwx.closeBlocked = closeBlocked
    router.reset('SIWXSignMessage')
    modal.setOpen(true)
  }

  async function check(t: Target): Promise<void> {
    if (!config) return
    const key = keyOf(t)
    state.siwx.status = 'checking'
    try {
      const sessions = await config.getSessions(t.network.caipNetworkId, t.address)
      if (key !== keyOf(target())) return
      if (sessions.length > 0) {
        state.chain.lastConnectedSIWECaipNetwork = t.network
        Object.assign(state.siwx, { status: 'signedIn', error: undefined, closeBlocked: false })
        if (state.router.view === 'SIWXSignMessage') deps.close()
        return
      }
      state.siwx.status = 'needed'
      state.siwx.error = undefined
      showView(required())
    } catch (error) {
      // A store that cannot answer must not lock the user in: report it and ask to sign in.
      events.reportError(error)
      state.siwx.status = 'needed'
      showView(required())
    }
  }

  async function signOut(t: Target) {
    if (!config?.signOutOnDisconnect) return
    try {
      await config.revokeSession(t.network.caipNetworkId, t.address)
    } catch (error) {
      warn(`[portico] signing out after disconnect failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  function onChange() {
    const t = target()
    const key = keyOf(t)
    if (key === current) return
    const gone = previous
    current = key
    previous = t
    if (!t) {
      state.siwx.closeBlocked = false
      state.siwx.status = 'off'
      // Signed out only when that account's wallet is really gone, not when another namespace became active.
      const record = gone ? state.chain.chains[gone.namespace] : undefined
      if (gone && record && record.connections.length === 0) void signOut(gone)
      return
    }
    const run = check(t).finally(() => {
      if (checking === run) checking = undefined
      if (closeRequested) {
        closeRequested = false
        if (state.router.view !== 'SIWXSignMessage') deps.close()
      }
    })
    checking = run
  }

  // The sign-in view's two buttons (./sign-in) are in this chunk too: only an app with SIWX ever shows that view.
  const session: SiwxSession = {
    ctx,
    records,
    config,
    deps,
    target,
    required,
    showView,
    assertReady: () => entry.assertReady(target()),
    toError: entry.toError,
  }

  const unsubscribe = config ? entry.subscribe(state.chain, onChange) : () => {}
  if (config) onChange()

  return {
    /**
     * Wraps the modal's close: while a session check is in flight the close waits for it (the connect view closes
     * the modal the moment the wallet connects; the sign-in view may be about to open).
     */
    guardClose(close: () => void): () => void {
      return () => {
        if (checking) {
          closeRequested = true
          return
        }
        if (swallowClose) {
          swallowClose = false
          return
        }
        close()
      }
    },

    /**
     * Called when a connect resolves: checks the new account's session at once (not on the next state batch) and,
     * when that opened SIWXSignMessage, ignores the close the connecting view sends in the same task.
     */
    async afterConnect(): Promise<void> {
      if (!config) return
      onChange()
      await checking
      if (state.router.view === 'SIWXSignMessage' && state.modal.open) {
        swallowClose = true
        setTimeout(() => {
          swallowClose = false
        }, 0)
      }
    },

    /** SIWXSignMessage's sign button: create, sign, verify and store; closes on success (SIWX_AUTH_SUCCESS). */
    signIn: (): Promise<boolean> => signIn(session),

    /** SIWXSignMessage's cancel (CLICK_CANCEL_SIWX): see ./sign-in. */
    cancel: (): Promise<void> => cancel(session),

    dispose: unsubscribe,
  }
}

export type SiwxFlow = ReturnType<typeof createSiwxFlow>
