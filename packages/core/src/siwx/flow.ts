import { type CaipNetwork, type ChainNamespace, isUserRejection, PorticoError } from '@portico/common'
import { subscribe } from 'valtio/vanilla'
import type { CoreContext } from '../core/context'
import type { Records } from '../core/records'
import { assertSiwxReady } from '../core/siwx'
import type { SIWXConfig } from './contract'
import type { SiwxSession } from './sign-in'

export type SiwxStatus = 'off' | 'checking' | 'needed' | 'signing' | 'error' | 'signedIn'

/** What the modal shows of sign-in: where it stands, the last error, and whether it may be closed (§4). */
export interface SiwxState {
  status: SiwxStatus
  error: string | undefined
  /** §4: the close button is disabled while sign-in is required and the account has no session. */
  closeBlocked: boolean
}

export function createSiwxState(): SiwxState {
  return { status: 'off', error: undefined, closeBlocked: false }
}

export interface Target {
  namespace: ChainNamespace
  address: string
  network: CaipNetwork
}

const keyOf = (t: Target | undefined) => (t ? `${t.network.caipNetworkId}|${t.address.toLowerCase()}` : '')

export interface SiwxFlowDeps {
  close: () => void
  disconnect: (params: { namespace?: ChainNamespace; closeModal?: boolean }) => Promise<void>
  switchNetwork: (network: CaipNetwork, params: { ignoreConfirmation?: boolean }) => Promise<unknown>
}

/**
 * §4 SIWX: after connect (and after any change of active account or network), an account without a session is asked
 * to sign in on SIWXSignMessage; signing adds the session and closes the modal; a failure reopens the view with the
 * error; cancelling when sign-in is required goes back to the last signed-in network if it still has a session, else
 * disconnects. With `signOutOnDisconnect` a disconnected account's session is revoked.
 */
export function createSiwxFlow(ctx: CoreContext, records: Records, config: SIWXConfig | undefined, deps: SiwxFlowDeps) {
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

  // The sign-in view's two buttons come with the first press (./lazy): only an app with SIWX ever shows that view,
  // and the rest of core is in every app's first paint. What they share with core's entry is handed in: a module
  // shared by a lazy chunk and the app's entry would be split out of the entry into a file of its own.
  const session: SiwxSession = {
    ctx,
    records,
    config,
    deps,
    target,
    required,
    showView,
    assertReady: () => {
      assertSiwxReady(ctx)
      if (!config || !target()) throw new PorticoError('SIWX_NO_ADDRESS')
    },
    toError: (error: unknown) =>
      isUserRejection(error)
        ? new PorticoError('SIGNATURE_DECLINED', { cause: error, rpcCode: 4001 })
        : error instanceof Error
          ? error
          : new Error(String(error)),
  }

  const unsubscribe = config ? subscribe(state.chain, onChange) : () => {}
  if (config) onChange()

  return {
    /** The config in use: the `siwx` option, or the mapped legacy `siweConfig`. */
    getSIWX: (): SIWXConfig | undefined => config,

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
    signIn: async (): Promise<boolean> => (await import('./lazy')).signIn(session),

    /** SIWXSignMessage's cancel (CLICK_CANCEL_SIWX): see ./sign-in. */
    cancel: async (): Promise<void> => (await import('./lazy')).cancel(session),

    dispose: unsubscribe,
  }
}
