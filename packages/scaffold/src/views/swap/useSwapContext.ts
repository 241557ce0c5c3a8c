import { getSwapTokens, getTokenBalance, type SwapToken, type TokenBalance } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'
import { apiClientOf } from '../../api/apiClient'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { type Remote, useRemote } from '../account/useRemote'
import { isNativeToken } from './swapMath'

/** The connected EVM account the swap views work for, or why there is none. */
export type SwapAccount =
  | { kind: 'off' }
  | { kind: 'evmOnly' }
  | { kind: 'ready'; address: string; caipNetworkId: string; chainId: number }

/** §1 gating: the swaps feature flag, then a connected EVM account; the service's support is asked with the tokens. */
export function useSwapAccount(): SwapAccount {
  const snap = useCoreSnapshot()
  if (!snap.features.swaps) return { kind: 'off' }
  const record = snap.chain.chains.eip155
  const address = snap.chain.activeChain === 'eip155' ? record?.accountState.address : undefined
  const network = record?.networkState.caipNetwork
  if (!address || !network) return { kind: 'evmOnly' }
  return { kind: 'ready', address, caipNetworkId: network.caipNetworkId, chainId: Number(network.id) }
}

/** The tokens the service swaps on this network; SWAPS_NETWORK_UNSUPPORTED when it has no exchange there. */
export function useSwapTokens(caipNetworkId: string | undefined): Remote<SwapToken[]> & { reload: () => void } {
  const { core } = useModal()
  return useRemote(caipNetworkId, (signal) =>
    getSwapTokens(apiClientOf(core), { chainId: caipNetworkId ?? '', signal }),
  )
}

/** The account's balances on the network; `version` asks again (after a swap). */
export function useSwapBalances(address: string | undefined, caipNetworkId: string | undefined, version = 0) {
  const { core } = useModal()
  const key = address && caipNetworkId ? `${address}|${caipNetworkId}|${version}` : undefined
  return useRemote<TokenBalance[]>(key, (signal) =>
    getTokenBalance(apiClientOf(core), {
      address: address ?? '',
      chainId: caipNetworkId ?? '',
      signal,
      ...(version > 0 ? { forceUpdate: String(version) } : {}),
    }),
  )
}

/** The balance entry of a swap token: the native coin is the entry without an address. */
export function balanceOf(balances: readonly TokenBalance[] | undefined, token: SwapToken | undefined) {
  if (!balances || !token) return undefined
  return balances.find((b) =>
    isNativeToken(token.address) ? b.address === undefined : b.address?.toLowerCase() === token.address.toLowerCase(),
  )
}

/** A token named by AppKit's Swap arguments: its symbol (any case) or its address, CAIP-10 or plain. */
export function findToken(tokens: readonly SwapToken[], name: string | undefined): SwapToken | undefined {
  if (!name) return undefined
  const wanted = name.toLowerCase()
  return tokens.find(
    (t) =>
      t.symbol.toLowerCase() === wanted ||
      t.address.toLowerCase() === wanted ||
      t.address.toLowerCase().endsWith(`:${wanted}`),
  )
}

/** After a confirmed swap: the native balance core shows and the service's cached portfolio are refreshed. */
export async function refreshAfterSwap(core: AppKitCore, address: string, caipNetworkId: string): Promise<void> {
  await Promise.allSettled([
    core.fetchBalance('eip155'),
    getTokenBalance(apiClientOf(core), { address, chainId: caipNetworkId, forceUpdate: String(Date.now()) }),
  ])
}
