import { isUserRejection, PorticoError } from '@portico/common'
import { subscribe } from 'valtio/vanilla'
import type { CoreContext } from '../core/context'
import type { Records } from '../core/records'
import { assertSiwxReady } from '../core/siwx'
import type { SIWXConfig } from './contract'
import type { SiwxEntry, SiwxFlow } from './flow'
import type { SiwxFlowDeps } from './state'

const entry: Omit<SiwxEntry, 'assertReady'> = {
  subscribe: (state, listener) => subscribe(state, listener),
  toError: (error) =>
    isUserRejection(error)
      ? new PorticoError('SIGNATURE_DECLINED', { cause: error, rpcCode: 4001 })
      : error instanceof Error
        ? error
        : new Error(String(error)),
}

/**
 * Core's side of §4 SIWX. The flow itself (./flow) is a lazy chunk: an app with SIWX fetches it at start-up and it
 * then checks the active account, as it does on every change after; an app without SIWX never fetches it unless the
 * sign-in calls are made, which then fail with their §5 errors. Until it has arrived a close is not held.
 */
export function createSiwxHost(ctx: CoreContext, records: Records, config: SIWXConfig | undefined, deps: SiwxFlowDeps) {
  let flow: Promise<SiwxFlow> | undefined
  let live: SiwxFlow | undefined
  let disposed = false
  const assertReady: SiwxEntry['assertReady'] = (target) => {
    assertSiwxReady(ctx)
    if (!config || !target) throw new PorticoError('SIWX_NO_ADDRESS')
  }
  const load = (): Promise<SiwxFlow> => {
    flow ??= import('./lazy').then(
      (m) => {
        live = m.createSiwxFlow(ctx, records, config, deps, { ...entry, assertReady })
        if (disposed) live.dispose()
        return live
      },
      (error: unknown) => {
        flow = undefined
        throw error
      },
    )
    return flow
  }
  // A chunk that cannot be fetched (offline) is reported; the next call asks for it again.
  if (config) load().catch(ctx.events.reportError)

  return {
    /** The config in use: the `siwx` option, or the mapped legacy `siweConfig`. */
    getSIWX: (): SIWXConfig | undefined => config,
    /** Wraps the modal's close: the flow holds it while a session check is in flight (see flow.ts guardClose). */
    guardClose:
      (close: () => void): (() => void) =>
      () =>
        live ? live.guardClose(close)() : close(),
    /** A connect resolved: the flow checks the new account's session before the connect's promise settles. */
    async afterConnect(): Promise<void> {
      if (config) await load().then((f) => f.afterConnect(), ctx.events.reportError)
    },
    signIn: async (): Promise<boolean> => (await load()).signIn(),
    cancel: async (): Promise<void> => (await load()).cancel(),
    dispose(): void {
      disposed = true
      live?.dispose()
    },
  }
}
