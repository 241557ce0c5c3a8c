import { isPorticoError } from '@portico/common'
import { cached } from '../../client/cached'
import type { ApiClient } from '../../client/create-api-client'
import type { CallArgs } from '../../client/request'
import { getBalance } from './get-balance'

export interface NativeBalance {
  balance: string
  symbol: string
}

/** §8/§9: what a failed or testnet native balance shows. */
export const DEFAULT_NATIVE_BALANCE: NativeBalance = { balance: '0.00', symbol: 'ETH' }

export interface GetNativeBalanceParams extends CallArgs {
  address: string
  chainId: string
  symbol?: string
  testnet?: boolean
}

/** Native balance of an address, cached 30 s. Testnets and failures show 0.00 (§8, §9) rather than an error. */
export async function getNativeBalance(client: ApiClient, params: GetNativeBalanceParams): Promise<NativeBalance> {
  const fallback = { balance: '0.00', symbol: params.symbol ?? DEFAULT_NATIVE_BALANCE.symbol }
  if (params.testnet) return fallback
  const { address, chainId, signal } = params
  try {
    return await cached(client, 'nativeBalanceMs', `native|${address.toLowerCase()}|${chainId}`, async () => {
      const { balances } = await getBalance(client, { address, chainId, signal })
      const native = balances.find((b) => b.chainId === chainId && !b.address)
      return native ? { balance: native.quantity.numeric, symbol: native.symbol } : fallback
    })
  } catch (error) {
    if (isPorticoError(error, 'REQUEST_ABORTED')) throw error
    return fallback
  }
}
