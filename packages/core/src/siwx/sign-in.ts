import type { CaipNetworkId } from '@portico/common'
import type { CoreContext } from '../core/context'
import type { Records } from '../core/records'
import type { SIWXConfig, SIWXMessageData } from './contract'
import type { SiwxFlowDeps, Target } from './state'

/** What the sign-in view's buttons need of the flow that follows the active account (./flow). */
export interface SiwxSession {
  ctx: CoreContext
  records: Records
  config: SIWXConfig | undefined
  deps: SiwxFlowDeps
  target: () => Target | undefined
  required: () => boolean
  showView: (closeBlocked: boolean) => void
  /** §5's preconditions, each with its own error; SIWX_NO_ADDRESS when there is no account to sign with. */
  assertReady: () => void
  /** A failure as the view shows it: a rejection is SIGNATURE_DECLINED (4001). */
  toError: (error: unknown) => Error
}

// The CAIP-122 fields of a message object (its own `toString` and anything else are left out of the session).
const FIELDS = [
  'accountAddress',
  'chainId',
  'domain',
  'uri',
  'version',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
  'statement',
] as const
function dataOf(message: SIWXMessageData): SIWXMessageData {
  const data: Record<string, unknown> = {}
  for (const field of FIELDS) if (message[field] !== undefined) data[field] = message[field]
  return data as unknown as SIWXMessageData
}

/** SIWXSignMessage's sign button: create, sign, verify and store; closes on success (SIWX_AUTH_SUCCESS). */
export async function signIn(session: SiwxSession): Promise<boolean> {
  const { ctx, records, config, deps, target, required, showView, assertReady, toError } = session
  const { state, events } = ctx
  const t = target()
  const fail = (error: unknown, network?: CaipNetworkId) => {
    const { message } = toError(error)
    Object.assign(state.siwx, { status: 'error', error: message })
    events.send('SIWX_AUTH_ERROR', network ? { network, message } : { message })
  }
  try {
    // §5: each missing precondition has its own error, shown on the view like any other failure.
    assertReady()
  } catch (error) {
    fail(error)
    return false
  }
  // assertReady has thrown without both.
  if (!config || !t) return false
  state.siwx.status = 'signing'
  state.siwx.error = undefined
  try {
    const message = await config.createMessage({ accountAddress: t.address, chainId: t.network.caipNetworkId })
    const text = message.toString()
    const signature = config.signMessage
      ? await config.signMessage({ message: text, accountAddress: t.address, chainId: t.network.caipNetworkId })
      : await records.adapterFor(t.namespace).signMessage({
          namespace: t.namespace,
          message: text,
          address: t.address,
          connectorId: state.chain.chains[t.namespace]?.currentConnectorId,
        })
    await config.addSession({ data: dataOf(message), message: text, signature })
    state.chain.lastConnectedSIWECaipNetwork = t.network
    Object.assign(state.siwx, { status: 'signedIn', error: undefined, closeBlocked: false })
    events.send('SIWX_AUTH_SUCCESS', { network: t.network.caipNetworkId })
    deps.close()
    return true
  } catch (error) {
    fail(error, t.network.caipNetworkId)
    // §4: on failure the view (re)opens with the error.
    showView(required())
    return false
  }
}

/**
 * SIWXSignMessage's cancel (CLICK_CANCEL_SIWX). Required: back to the last signed-in network when it still has
 * a session for this account, otherwise disconnect. Optional: just close.
 */
export async function cancel({ ctx, config, deps, target, required }: SiwxSession): Promise<void> {
  const { state, events } = ctx
  const t = target()
  events.send('CLICK_CANCEL_SIWX', t ? { network: t.network.caipNetworkId } : undefined)
  if (!config || !t || !required()) {
    state.siwx.closeBlocked = false
    deps.close()
    return
  }
  const last = state.chain.lastConnectedSIWECaipNetwork
  if (last && last.caipNetworkId !== t.network.caipNetworkId) {
    const sessions = await config.getSessions(last.caipNetworkId as CaipNetworkId, t.address).catch(() => [])
    if (sessions.length > 0) {
      try {
        await deps.switchNetwork(last, { ignoreConfirmation: true })
        return
      } catch {
        // The wallet refused to switch back: the only way out left is to disconnect.
      }
    }
  }
  state.siwx.closeBlocked = false
  await deps.disconnect({ namespace: t.namespace })
}
