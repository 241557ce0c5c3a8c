import { WagmiAdapter } from '@portico/adapter-wagmi'
import { type CaipNetwork, type ChainNamespace, withRpcUrl } from '@portico/common'
import { bitcoinRegtest, localEvm, localEvm2 } from '@portico/common/networks'
import { type CreateAppKitOptions, createAppKit } from '@portico/react'
import { devStack } from '../../stack'
import { appearance, page, params } from '../page'

// An app that writes no WalletConnect code: createAppKit gets a projectId and the service's apiUrl, and the relay is
// the one the service names (the dev stack's local relay). `?adapters=none` gives no adapter at all (§2 rule 2).

export const withoutAdapters = params.get('adapters') === 'none'
/** `?headless=1`: a wallet list of the page's own, on useAppKitWallets, beside the button. */
export const headless = params.get('headless') === '1'
/** `?adapters=solana`: only the Solana adapter, which gets WalletConnect's connector from the projectId too. */
export const solanaOnly = params.get('adapters') === 'solana'
/** `?adapters=bitcoin`: only the Bitcoin adapter, on regtest, the same way. */
export const bitcoinOnly = params.get('adapters') === 'bitcoin'

const onStack = (network: CaipNetwork<'eip155'>, chainId: '31337' | '31338'): CaipNetwork<'eip155'> => {
  const rpc = devStack?.evm?.[chainId]
  return rpc ? withRpcUrl(network, rpc) : network
}
const projectId = 'portico-dev'
type ChainAdapter = NonNullable<CreateAppKitOptions['adapters']>[number]

// The Solana and Bitcoin variants load their adapter only when asked, so the default page compiles as before.
async function loadAdapter(): Promise<{ networks: [CaipNetwork, ...CaipNetwork[]]; adapter: ChainAdapter }> {
  if (solanaOnly) {
    const { labSolanaAdapter, localnet } = await import('../solana/chains')
    return { networks: [localnet], adapter: labSolanaAdapter([localnet]) }
  }
  if (bitcoinOnly) {
    const { createBitcoinAdapter } = await import('@portico/adapter-bitcoin')
    return { networks: [bitcoinRegtest], adapter: createBitcoinAdapter() }
  }
  const networks: [CaipNetwork, ...CaipNetwork[]] = [onStack(localEvm, '31337'), onStack(localEvm2, '31338')]
  return { networks, adapter: new WagmiAdapter({ networks, projectId }) }
}
const { networks, adapter } = await loadAdapter()

/** The app's own adapter (the Solana variant builds its transfers with it). */
export { adapter as appAdapter }

/** The namespace the page's "Sign message" signs in. */
export const signNamespace: ChainNamespace = networks[0].chainNamespace

export const appKit = createAppKit({
  projectId,
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  ...(withoutAdapters ? {} : { adapters: [adapter] }),
  metadata: { name: 'Portico lab', description: 'WalletConnect from a projectId', url: page?.origin ?? '', icons: [] },
  ...appearance(),
})
