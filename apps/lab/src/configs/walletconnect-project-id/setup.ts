import { WagmiAdapter } from '@portico/adapter-wagmi'
import { type CaipNetwork, withRpcUrl } from '@portico/common'
import { localEvm, localEvm2 } from '@portico/common/networks'
import { createAppKit } from '@portico/react'
import { devStack } from '../../stack'
import { labSolanaAdapter, localnet } from '../solana/chains'

// An app that writes no WalletConnect code: createAppKit gets a projectId and the service's apiUrl, and the relay is
// the one the service names (the dev stack's local relay). `?adapters=none` gives no adapter at all (§2 rule 2).
const page = typeof location === 'undefined' ? undefined : location
const params = new URLSearchParams(page?.search ?? '')

export const withoutAdapters = params.get('adapters') === 'none'
/** `?headless=1`: a wallet list of the page's own, on useAppKitWallets, beside the button. */
export const headless = params.get('headless') === '1'
/** `?adapters=solana`: only the Solana adapter, which gets WalletConnect's connector from the projectId too. */
export const solanaOnly = params.get('adapters') === 'solana'

const onStack = (network: CaipNetwork<'eip155'>, chainId: '31337' | '31338'): CaipNetwork<'eip155'> => {
  const rpc = devStack?.evm?.[chainId]
  return rpc ? withRpcUrl(network, rpc) : network
}
const networks: [CaipNetwork, ...CaipNetwork[]] = solanaOnly
  ? [localnet]
  : [onStack(localEvm, '31337'), onStack(localEvm2, '31338')]
const projectId = 'portico-dev'

export const appKit = createAppKit({
  projectId,
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  ...(withoutAdapters
    ? {}
    : { adapters: [solanaOnly ? labSolanaAdapter(networks) : new WagmiAdapter({ networks, projectId })] }),
  metadata: { name: 'Portico lab', description: 'WalletConnect from a projectId', url: page?.origin ?? '', icons: [] },
})
