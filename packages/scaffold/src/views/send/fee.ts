import { type ApiClient, getGasPrice } from '@portico/blockchain-api'
import { PorticoError } from '@portico/common'
import { featureError } from '@portico/common/errors'
import type { AppKitCore, TokenBalance } from '@portico/core'
import { tokenContract } from './token'
import { transferCalldata } from './transfer'

/** A plain native transfer's gas. */
export const NATIVE_TRANSFER_GAS = 21_000n
/** An ERC-20 transfer's gas when the wallet cannot estimate one (a first transfer to an address costs about this). */
export const TOKEN_TRANSFER_GAS = 65_000n
/** Solana's base fee: 5,000 lamports per signature; a transfer has one. */
export const SOLANA_SIGNATURE_FEE = 5_000n

export interface NetworkFee {
  /** In the native coin's smallest unit. */
  amount: bigint
  /** EVM: what the transaction is sent with, so the fee shown is the fee paid. */
  gas?: bigint
  gasPrice?: bigint
}

export interface FeeRequest {
  namespace: string
  caipNetworkId: string
  token: TokenBalance
  /** Known once a recipient is: then EVM asks the wallet to estimate the gas. */
  to?: string
  units?: bigint
  signal?: AbortSignal
}

async function estimatedGas(core: AppKitCore, request: FeeRequest): Promise<bigint | undefined> {
  const { to, units, token } = request
  if (!to || units === undefined || !core.supports('eip155', 'estimateGas')) return undefined
  const contract = tokenContract(token)
  try {
    const gas = await core.request(
      'eip155',
      'estimateGas',
      contract
        ? { to: contract as `0x${string}`, data: transferCalldata(to, units) }
        : { to: to as `0x${string}`, value: units.toString() },
    )
    return BigInt(gas)
  } catch {
    return undefined
  }
}

/**
 * The network fee of a transfer: on EVM the gas price of `/v1/convert/gas-price` ('fast', so the transaction is not
 * outbid by the next block's base fee) times the gas (the wallet's estimate once the recipient is known, else a
 * plain transfer's); on Solana the chain's per-signature fee. A network the service does not price is §8 'Network
 * not supported for Gas Price'.
 */
export async function networkFee(core: AppKitCore, api: ApiClient, request: FeeRequest): Promise<NetworkFee> {
  if (request.namespace === 'solana') return { amount: SOLANA_SIGNATURE_FEE }
  if (request.namespace !== 'eip155') throw new PorticoError('CHAIN_NOT_SUPPORTED')
  const [price, estimate] = await Promise.all([
    getGasPrice(api, { chainId: request.caipNetworkId, ...(request.signal ? { signal: request.signal } : {}) }),
    estimatedGas(core, request),
  ])
  const gasPrice = BigInt(price.fast)
  if (gasPrice === 0n) throw featureError('GAS_PRICE_NETWORK_UNSUPPORTED')
  const gas = estimate ?? (tokenContract(request.token) ? TOKEN_TRANSFER_GAS : NATIVE_TRANSFER_GAS)
  return { amount: gas * gasPrice, gas, gasPrice }
}
