import { PorticoError } from '@portico/common'
import { featureError } from '@portico/common/errors'
import type {
  EvmSendCallsParameters,
  EvmSendCallsResult,
  EvmSendTransactionParameters,
  EvmTransactionResult,
  WalletCapabilities,
} from '@portico/core'
import type { RequestArguments } from './evm-provider'
import { RECEIPT_TIMEOUT_MS } from './evm-send'

const STATUS_POLL_MS = 250
/** EIP-5792 wallet_getCallsStatus codes: 1xx pending, 2xx confirmed, anything else did not apply. */
const PENDING_BELOW = 200
const CONFIRMED_BELOW = 300

type Hex = `0x${string}`

interface Provider {
  request(args: RequestArguments): Promise<unknown>
}

interface CallsStatus {
  status?: number
  receipts?: { status?: string; transactionHash?: Hex }[]
}

export interface EvmCallsDeps {
  /** Whether the wallet answers with its smart account on the current network (the EOA has no EIP-5792). */
  smart(): boolean
  /** The current network's chain id. */
  chainId(): number
  /** One transaction as the modal's Send sends it: for `fallback` calls on the EOA. */
  sendTransaction(params: EvmSendTransactionParameters): Promise<EvmTransactionResult>
  sleep?(ms: number): Promise<void>
}

const hex = (value: EvmSendCallsParameters['calls'][number]['value']) =>
  value === undefined ? undefined : `0x${BigInt(value).toString(16)}`

/**
 * The adapter's EIP-5792 capabilities (issue 19), for core's Swap and any app calling `request('eip155', …)`: on the
 * smart account the provider's `wallet_getCapabilities` (atomic) and `wallet_sendCalls` (one user operation, approved
 * once), followed by `wallet_getCallsStatus` until confirmed or reverted. The EOA reports no capabilities, so core's
 * Swap sends its calls one by one; `fallback: true` lets a caller have that here too.
 */
export function evmCallsCapability(provider: Provider, deps: EvmCallsDeps) {
  const sleep = deps.sleep ?? delay

  async function settled(id: string): Promise<EvmSendCallsResult> {
    const deadline = Date.now() + RECEIPT_TIMEOUT_MS
    for (;;) {
      const answer = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
      const code = answer.status ?? 100
      if (code >= PENDING_BELOW) {
        return {
          id,
          status: code < CONFIRMED_BELOW ? 'success' : 'failure',
          receipts: (answer.receipts ?? []).map((r) => ({
            transactionHash: r.transactionHash as Hex,
            status: r.status === '0x1' ? 'success' : 'reverted',
          })),
        }
      }
      if (Date.now() >= deadline)
        throw featureError('REQUEST_TIMEOUT', {
          params: { path: 'wallet_getCallsStatus', timeoutMs: RECEIPT_TIMEOUT_MS },
        })
      await sleep(STATUS_POLL_MS)
    }
  }

  /** The EOA's fallback: each call its own transaction, stopping at the first that reverts. */
  async function oneByOne(calls: EvmSendCallsParameters['calls']): Promise<EvmSendCallsResult> {
    const receipts: EvmSendCallsResult['receipts'] = []
    for (const call of calls) {
      const mined = await deps.sendTransaction({
        to: call.to,
        ...(call.data ? { data: call.data } : {}),
        ...(call.value !== undefined ? { value: call.value } : {}),
      })
      receipts.push({ transactionHash: mined.hash, status: mined.status })
      if (mined.status !== 'success') break
    }
    const ok = receipts.length === calls.length && receipts.every((r) => r.status === 'success')
    return { id: receipts.at(-1)?.transactionHash ?? '', status: ok ? 'success' : 'failure', receipts }
  }

  return {
    async getCapabilities(): Promise<WalletCapabilities> {
      if (!deps.smart()) return {}
      return (await provider.request({ method: 'wallet_getCapabilities', params: [] })) as WalletCapabilities
    },
    async sendCalls(params: EvmSendCallsParameters): Promise<EvmSendCallsResult> {
      if (!deps.smart()) {
        if (params.fallback === true) return oneByOne(params.calls)
        throw new PorticoError('CAPABILITY_NOT_SUPPORTED', { params: { namespace: 'eip155', capability: 'sendCalls' } })
      }
      const calls = params.calls.map((call) => {
        const value = hex(call.value)
        return { to: call.to, ...(call.data ? { data: call.data } : {}), ...(value ? { value } : {}) }
      })
      const { id } = (await provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: `0x${deps.chainId().toString(16)}`, atomicRequired: true, calls }],
      })) as { id: string }
      return settled(id)
    },
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The deps as the eip155 adapter has them: its network, its Send capability, and whether the smart account answers. */
export function evmCallsDeps(
  adapter: {
    currentNetwork?: () => { id: number | string } | undefined
    sendTransaction?: (params: EvmSendTransactionParameters & { namespace: 'eip155' }) => Promise<EvmTransactionResult>
  },
  active: () => unknown,
): EvmCallsDeps {
  return {
    smart: () => active() !== undefined,
    chainId: () => Number(adapter.currentNetwork?.()?.id ?? 0),
    sendTransaction: (params) => {
      if (!adapter.sendTransaction) throw new PorticoError('CAPABILITY_NOT_SUPPORTED')
      return adapter.sendTransaction({ ...params, namespace: 'eip155' })
    },
  }
}
