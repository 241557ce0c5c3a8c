import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { AccountType } from '../adapter/contract'
import type { AccountState, NamespaceState } from './types'

export function initialAccountState(preferredAccountType?: AccountType): AccountState {
  return {
    currentTab: 0,
    tokenBalance: [],
    smartAccountDeployed: false,
    addressLabels: {},
    user: undefined,
    preferredAccountType,
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    connectedWalletInfo: undefined,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    status: 'disconnected',
  }
}

export function createNamespaceState(
  namespace: ChainNamespace,
  networks: CaipNetwork[],
  preferredAccountType?: AccountType,
): NamespaceState {
  return {
    namespace,
    networkState: {
      caipNetwork: networks[0],
      requestedCaipNetworks: networks,
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    },
    accountState: initialAccountState(preferredAccountType),
    caipNetworks: networks,
    connections: [],
    currentConnectorId: undefined,
  }
}
