import { WagmiAdapter } from '@portico/adapter-wagmi'
import { type CaipNetwork, withRpcUrl } from '@portico/common'
import { localEvm, localEvm2 } from '@portico/common/networks'
import { createAppKit } from '@portico/react'
import { devStack } from '../../stack'
import { appearance, page, params } from '../page'

// An app that writes no WalletConnect code: createAppKit gets a projectId and the service's apiUrl, and the relay is
// the one the service names (the dev stack's local relay). `?adapters=none` gives no adapter at all (§2 rule 2).

export const withoutAdapters = params.get('adapters') === 'none'

const onStack = (network: CaipNetwork<'eip155'>, chainId: '31337' | '31338'): CaipNetwork<'eip155'> => {
  const rpc = devStack?.evm?.[chainId]
  return rpc ? withRpcUrl(network, rpc) : network
}
const networks: [CaipNetwork, ...CaipNetwork[]] = [onStack(localEvm, '31337'), onStack(localEvm2, '31338')]
const projectId = 'portico-dev'

export const appKit = createAppKit({
  projectId,
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  ...(withoutAdapters ? {} : { adapters: [new WagmiAdapter({ networks, projectId })] }),
  metadata: { name: 'Portico lab', description: 'WalletConnect from a projectId', url: page?.origin ?? '', icons: [] },
  ...appearance(),
})
