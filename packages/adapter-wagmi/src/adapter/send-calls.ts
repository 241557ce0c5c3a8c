import { type ChainNamespace, PorticoError, toPorticoError } from '@portico/common'
import { asFallback } from '@portico/common/errors'
import { assertSentCalls, type CapabilityCall, type EvmSendCallsResult, type SentCall } from '@portico/core'
import { type Config, type Connection, sendCalls as wagmiSendCalls, waitForCallsStatus } from '@wagmi/core'
import { type Address, type Hex, isAddress } from 'viem'
import { CALLS_STATUS_RETRY_COUNT, CALLS_STATUS_TIMEOUT_MS } from './receipt'

interface Helpers {
  assertNamespace(namespace: ChainNamespace): void
  connectionOf(connectorId: string | undefined): Connection | undefined
}

export type SendCallsResult = EvmSendCallsResult

function toCall(call: unknown): { to: Address; data?: Hex; value?: bigint } {
  const c = (call ?? {}) as { to?: unknown; data?: unknown; value?: unknown }
  if (typeof c.to !== 'string' || !isAddress(c.to)) throw new PorticoError('INVALID_CALL_TARGET')
  let value: bigint | undefined
  try {
    value = c.value === undefined ? undefined : BigInt(c.value as string | number | bigint)
  } catch {
    throw new PorticoError('INVALID_OPTIONS', { params: { reason: 'call value must be an integer amount of wei' } })
  }
  return { to: c.to, ...(typeof c.data === 'string' ? { data: c.data as Hex } : {}), ...(value ? { value } : {}) }
}

/**
 * EIP-5792 wallet_sendCalls, then its status (waited for at most the §9 receipt time). `fallback: true` lets a
 * wallet without EIP-5792 send the calls one by one as ordinary transactions (viem's experimental fallback).
 */
export function createSendCalls(
  config: Config,
  helpers: Helpers,
): { sendCalls: CapabilityCall<'sendCalls', 'eip155'> } {
  const sendCalls: CapabilityCall<'sendCalls', 'eip155'> = async (params) => {
    helpers.assertNamespace(params.namespace)
    if (!Array.isArray(params.calls) || params.calls.length === 0) {
      throw new PorticoError('INVALID_OPTIONS', { params: { reason: 'calls must be a non-empty array' } })
    }
    assertSentCalls(params.calls as SentCall[])
    const calls = params.calls.map(toCall)
    const connectorId = typeof params.connectorId === 'string' ? params.connectorId : undefined
    const connection = helpers.connectionOf(connectorId)
    if (!connection) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION')
    try {
      const { id } = await wagmiSendCalls(config, {
        connector: connection.connector,
        account: connection.accounts[0],
        chainId: connection.chainId,
        calls,
        experimental_fallback: params.fallback === true,
      })
      const result = await waitForCallsStatus(config, {
        id,
        connector: connection.connector,
        timeout: CALLS_STATUS_TIMEOUT_MS,
        retryCount: CALLS_STATUS_RETRY_COUNT,
      })
      return {
        id,
        status: result.status,
        receipts: (result.receipts ?? []).map((r) => ({ transactionHash: r.transactionHash, status: r.status })),
      } satisfies SendCallsResult
    } catch (error) {
      throw toPorticoError(error, asFallback('AN_ERROR_OCCURRED'))
    }
  }
  return { sendCalls }
}
