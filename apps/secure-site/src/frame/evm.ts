import { withGasMargin } from '@portico/common'
import type { EvmTransaction } from '@portico/embedded-wallet/protocol'
import { type Hex, hexToBigInt, type TypedDataDefinition } from 'viem'
import { signMessage, signTransaction, signTypedData } from 'viem/accounts'
import { FrameFailure } from './failure'
import { toHex } from './keys/derive'

export type Rpc = (method: string, params: unknown[]) => Promise<unknown>

export function personalSign(privateKey: Uint8Array, message: Hex): Promise<Hex> {
  return signMessage({ message: { raw: message }, privateKey: toHex(privateKey) })
}

/** eth_signTypedData_v4's JSON; EIP712Domain is left out of `types` because viem derives it from the domain. */
export function signTypedDataV4(privateKey: Uint8Array, json: string): Promise<Hex> {
  let parsed: TypedDataDefinition & { types: Record<string, unknown> }
  try {
    parsed = JSON.parse(json)
  } catch {
    throw new FrameFailure('INVALID_PARAMS', 'Typed data is not valid JSON', { rpcCode: -32602 })
  }
  const { EIP712Domain: _domainType, ...types } = parsed.types ?? {}
  return signTypedData({ ...parsed, types, privateKey: toHex(privateKey) } as Parameters<typeof signTypedData>[0])
}

const quantity = (value: unknown): bigint => hexToBigInt(value as Hex)

/**
 * eth_sendTransaction for an account whose key only the frame has: fill in nonce, gas and EIP-1559 fees from the chain
 * (through apps/api's RPC proxy, the only chain endpoint the frame's CSP allows), sign, send the raw transaction.
 */
export async function sendTransaction(
  privateKey: Uint8Array,
  from: Hex,
  chainId: number,
  tx: EvmTransaction,
  rpc: Rpc,
): Promise<Hex> {
  const call = { from, ...(tx.to ? { to: tx.to } : {}), value: tx.value ?? '0x0', data: tx.data ?? '0x' }
  const [nonce, gas, block, priority] = await Promise.all([
    tx.nonce ? tx.nonce : rpc('eth_getTransactionCount', [from, 'pending']),
    tx.gas ? quantity(tx.gas) : rpc('eth_estimateGas', [call]).then((estimate) => withGasMargin(quantity(estimate))),
    tx.maxFeePerGas ? undefined : rpc('eth_getBlockByNumber', ['latest', false]),
    tx.maxPriorityFeePerGas ? tx.maxPriorityFeePerGas : rpc('eth_maxPriorityFeePerGas', []).catch(() => '0x3b9aca00'),
  ])
  const maxPriorityFeePerGas = quantity(priority)
  const baseFee = block ? quantity((block as { baseFeePerGas?: Hex }).baseFeePerGas ?? '0x0') : 0n
  const serialized = await signTransaction({
    privateKey: toHex(privateKey),
    transaction: {
      type: 'eip1559',
      chainId,
      nonce: Number(quantity(nonce)),
      gas,
      maxPriorityFeePerGas,
      // Twice the current base fee leaves room for it to rise for a few blocks, as wallets usually do.
      maxFeePerGas: tx.maxFeePerGas ? quantity(tx.maxFeePerGas) : baseFee * 2n + maxPriorityFeePerGas,
      ...(tx.to ? { to: tx.to as Hex } : {}),
      value: quantity(call.value),
      data: call.data as Hex,
    },
  })
  return (await rpc('eth_sendRawTransaction', [serialized])) as Hex
}

/** JSON-RPC through apps/api's proxy (`POST /v1?chainId=eip155:N`). */
export function apiRpc(apiUrl: string, projectId: string, chainId: number, fetchFn: typeof fetch = fetch): Rpc {
  let id = 0
  return async (method, params) => {
    const url = new URL('/v1', apiUrl)
    url.searchParams.set('chainId', `eip155:${chainId}`)
    url.searchParams.set('projectId', projectId)
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
    if (body.error)
      throw new FrameFailure('RPC_ERROR', body.error.message ?? 'RPC error', {
        ...(typeof body.error.code === 'number' ? { rpcCode: body.error.code } : {}),
      })
    return body.result
  }
}
