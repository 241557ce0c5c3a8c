import { isUserRejection, PorticoError } from '@portico/common'
import { formatUnits } from '@portico/common/units'
import type { AppKitCore, TokenBalance } from '@portico/core'
import type { NetworkFee } from './fee'
import { decimalsOf, tokenContract } from './token'

type Hex = `0x${string}`

/** ERC-20 `transfer(address,uint256)`. */
export const ERC20_TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

const word = (hex: string) => hex.padStart(64, '0')

/** The calldata of `transfer(to, amount)`: its selector, then the two arguments as 32-byte words. */
export function transferCalldata(to: string, amount: bigint): Hex {
  return `0xa9059cbb${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
}

export interface Transfer {
  namespace: string
  token: TokenBalance
  to: string
  units: bigint
  fee?: NetworkFee | undefined
}

/** Confirmed (receipt success / signature confirmed) or reverted on the chain. */
export type TransferOutcome = { status: 'confirmed' | 'reverted'; id: string }

/**
 * The wallet request, through the adapter's typed capabilities: on EVM `sendTransaction` (the native coin, with the
 * gas and gas price the preview showed) or `writeContract` ERC-20 `transfer`; on Solana `sendTransaction` `{ to,
 * amount, token }` (SOL, or an SPL mint). Resolves once the chain has answered.
 */
export async function sendTransfer(core: AppKitCore, transfer: Transfer): Promise<TransferOutcome> {
  const { namespace, token, to, units, fee } = transfer
  const contract = tokenContract(token)
  if (namespace === 'solana') {
    const amount = formatUnits(units, decimalsOf(token))
    const id = await core.request('solana', 'sendTransaction', { to, amount, ...(contract ? { token: contract } : {}) })
    return { status: 'confirmed', id }
  }
  if (namespace !== 'eip155') throw new PorticoError('CHAIN_NOT_SUPPORTED')
  const result = contract
    ? await core.request('eip155', 'writeContract', {
        address: contract as Hex,
        abi: ERC20_TRANSFER_ABI,
        functionName: 'transfer',
        args: [to, units],
      })
    : await core.request('eip155', 'sendTransaction', {
        to: to as Hex,
        value: units.toString(),
        ...(fee?.gas !== undefined ? { gas: fee.gas.toString() } : {}),
        ...(fee?.gasPrice !== undefined ? { gasPrice: fee.gasPrice.toString() } : {}),
      })
  return { status: result.status === 'success' ? 'confirmed' : 'reverted', id: result.hash }
}

/** Which catalogue message a failed send shows: the user's own refusal (4001) or a failure. */
export function failureKey(error: unknown): 'send.rejected' | 'send.failed' {
  return isUserRejection(error) ? 'send.rejected' : 'send.failed'
}
