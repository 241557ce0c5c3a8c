import { createWagmiAdapter } from '@portico/adapter-wagmi'
import { safeConnector } from '@portico/adapter-wagmi/safe'
import { type CaipNetwork, localEvm, localEvm2, withRpcUrl } from '@portico/common'
import { createAppKit } from '@portico/react'
import { devStack } from '../../stack'

// The registry test imports every configuration outside a browser, where there is no location.
const page = typeof location === 'undefined' ? undefined : location
const params = new URLSearchParams(page?.search ?? '')

/**
 * The two anvil chains of the dev stack, on the stack's RPC URLs. They are marked as not testnets on purpose: §9
 * shows no balance on testnets (0.00), and the lab is where a person checks real balances on the local chains.
 */
function localChain(network: CaipNetwork<'eip155'>, chainId: '31337' | '31338'): CaipNetwork<'eip155'> {
  const rpc = devStack?.evm?.[chainId]
  return { ...(rpc ? withRpcUrl(network, rpc) : network), testnet: false }
}

export const chainA = localChain(localEvm, '31337')
export const chainB = localChain(localEvm2, '31338')
export const networks: [CaipNetwork, ...CaipNetwork[]] = [chainA, chainB]

// `?eip6963=off` is the §9 enableEIP6963 switch: announced wallets are not discovered, only window.ethereum.
const enableEIP6963 = params.get('eip6963') !== 'off'

/** wagmi's config inside it is the EVM wallet state; the page hands the same config to wagmi's own hooks. */
// In a frame (a Safe interface), the Safe app connector is offered too.
export const evmAdapter = createWagmiAdapter({ networks, enableEIP6963, connectors: safeConnector() })

// AppKit style: created once at module level, hooks need no provider.
export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters: [evmAdapter],
  enableEIP6963,
  // `?exclude=<rdns or name>` (repeatable): §5 excluded wallets are hidden.
  excludeWalletIds: params.getAll('exclude'),
  // `?featured=<catalogue id>` (repeatable): featured catalogue wallets, de-duplicated against installed ones by rdns.
  featuredWalletIds: params.getAll('featured'),
  metadata: { name: 'Portico lab', description: 'EVM on the local anvil chains', url: page?.origin ?? '', icons: [] },
  locale: params.get('locale') ?? 'en',
  themeMode: params.get('theme') === 'dark' ? 'dark' : params.get('theme') === 'light' ? 'light' : 'system',
})
