import { type ApiClient, getBalance } from '@portico/blockchain-api'
import { type ChainNamespace, isPorticoError } from '@portico/common'
import type { AppKitCore, TokenBalance } from '@portico/core'
import { loadTokenBalances } from '../account/tokenBalances'
import { balanceUnits } from './amount'
import { decimalsOf, isNative } from './token'

interface Where {
  address: string
  caipNetworkId: string
  signal: AbortSignal
}

/** The native coin from the account's own balance, for when the Tokens data does not list it (no service). */
function nativeFromAccount(
  core: AppKitCore,
  namespace: ChainNamespace,
  caipNetworkId: string,
): TokenBalance | undefined {
  const record = core.state.chain.chains[namespace]
  const network = record?.networkState.caipNetwork
  const balance = record?.accountState.balance
  if (!network || network.caipNetworkId !== caipNetworkId || balance === undefined) return undefined
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: balance },
    iconUrl: '',
  }
}

/**
 * What can be sent on the active network: the Tokens data (the service's balances, or the adapter's on networks the
 * service does not serve) with a balance above zero, the native coin first. When that data cannot be read, the native
 * coin from the account's balance still can be sent.
 */
export async function loadSendTokens(core: AppKitCore, api: ApiClient, where: Where): Promise<TokenBalance[]> {
  const namespace = where.caipNetworkId.split(':')[0] as ChainNamespace
  let listed: TokenBalance[] = []
  try {
    listed = await loadTokenBalances(core, api, where)
  } catch (error) {
    if (isPorticoError(error, 'REQUEST_ABORTED')) throw error
  }
  const held = listed.filter((token) => balanceUnits(token.quantity.numeric, decimalsOf(token)) > 0n)
  const native = held.find(isNative) ?? nativeFromAccount(core, namespace, where.caipNetworkId)
  const tokens = held.filter((token) => !isNative(token))
  return native && balanceUnits(native.quantity.numeric, decimalsOf(native)) > 0n ? [native, ...tokens] : tokens
}

/**
 * After a confirmed send: the native balance into core, and the service's cached portfolio replaced, so the Account
 * view and the token list show the new balances at once.
 */
export async function refreshBalances(core: AppKitCore, api: ApiClient, where: Omit<Where, 'signal'>): Promise<void> {
  const namespace = where.caipNetworkId.split(':')[0] as ChainNamespace
  await Promise.allSettled([
    core.fetchBalance(namespace),
    getBalance(api, { address: where.address, chainId: where.caipNetworkId, forceUpdate: 'true' }),
  ])
}
