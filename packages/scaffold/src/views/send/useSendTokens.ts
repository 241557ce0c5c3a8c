import type { ChainNamespace } from '@portico/common'
import type { TokenBalance } from '@portico/core'
import { apiClientOf } from '../../api/apiClient'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { type Remote, useRemote } from '../account/useRemote'
import { loadSendTokens } from './sendTokens'

export interface SendAccount {
  namespace: ChainNamespace
  address: string
  caipNetworkId: string
  networkName: string
  chainId: number | string
  /** The network's coin, in which the fee is paid. */
  nativeSymbol: string
  nativeDecimals: number
}

/** The active account the send views send from; undefined while there is none. */
export function useSendAccount(): SendAccount | undefined {
  const snap = useCoreSnapshot()
  const namespace = snap.chain.activeChain
  const record = namespace ? snap.chain.chains[namespace] : undefined
  const address = record?.accountState.address
  const network = record?.networkState.caipNetwork
  if (!namespace || !address || !network) return undefined
  return {
    namespace,
    address,
    caipNetworkId: network.caipNetworkId,
    networkName: network.name,
    chainId: network.id,
    nativeSymbol: network.nativeCurrency.symbol,
    nativeDecimals: network.nativeCurrency.decimals,
  }
}

/** The tokens with a balance on the active network (native first), reloaded per account and network. */
export function useSendTokens(account: SendAccount | undefined): Remote<TokenBalance[]> & { reload: () => void } {
  const { core } = useModal()
  const api = apiClientOf(core)
  const key = account ? `${account.address}|${account.caipNetworkId}` : undefined
  return useRemote(key, (signal) =>
    account
      ? loadSendTokens(core, api, { address: account.address, caipNetworkId: account.caipNetworkId, signal })
      : Promise.resolve([]),
  )
}
