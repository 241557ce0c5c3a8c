import {
  type ApiClient,
  filterZeroDecimals,
  getTokenBalance,
  isNetworkSupported,
  type TokenBalance,
} from '@portico/blockchain-api'
import { type ChainNamespace, PorticoError } from '@portico/common'
import { featureError } from '@portico/common/errors'
import type { AppKitCore } from '@portico/core'

function isTokenBalance(value: unknown): value is TokenBalance {
  const b = value as Partial<TokenBalance> | null
  return (
    typeof b === 'object' &&
    b !== null &&
    typeof b.name === 'string' &&
    typeof b.symbol === 'string' &&
    typeof b.chainId === 'string' &&
    (b.address === undefined || typeof b.address === 'string') &&
    (b.value === undefined || typeof b.value === 'number') &&
    typeof b.price === 'number' &&
    typeof b.quantity?.decimals === 'string' &&
    typeof b.quantity.numeric === 'string' &&
    Number.isFinite(Number(b.quantity.numeric)) &&
    typeof b.iconUrl === 'string'
  )
}

/**
 * The Tokens tab's list. The blockchain API serves balances for the networks in its supported-chains list (the
 * local service: EVM only). For a network it does not serve, the view asks whether the namespace's adapter
 * `supports('getTokenBalances')` and reads the balances through it (Solana: SOL and SPL from the cluster's RPC).
 * §9: no balances on testnets, so the adapter is not asked there. Either way, a failure is 'Token Balance
 * Unavailable' (§8) and a garbage answer counts as one.
 */
export async function loadTokenBalances(
  core: AppKitCore,
  api: ApiClient,
  { address, caipNetworkId, signal }: { address: string; caipNetworkId: string; signal: AbortSignal },
): Promise<TokenBalance[]> {
  const namespace = caipNetworkId.split(':')[0] as ChainNamespace
  const viaAdapter =
    core.supports(namespace, 'getTokenBalances') && !(await isNetworkSupported(api, caipNetworkId, { signal }))
  if (!viaAdapter) return getTokenBalance(api, { address, chainId: caipNetworkId, signal })

  const network = core.state.chain.chains[namespace]?.caipNetworks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) throw featureError('CAIP_NETWORK_NOT_FOUND')
  if (network.testnet) return []
  let answer: unknown
  try {
    answer = await core.request(namespace, 'getTokenBalances', { address, caipNetwork: network })
  } catch (cause) {
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause })
  }
  if (!Array.isArray(answer) || !answer.every(isTokenBalance)) {
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause: answer })
  }
  // §5: zero-decimal tokens are not listed, as on the API path.
  return filterZeroDecimals(answer)
}
