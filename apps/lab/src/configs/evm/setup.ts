import { createWagmiAdapter } from '@portico/adapter-wagmi'
import { safeConnector } from '@portico/adapter-wagmi/safe'
import type { CaipNetwork } from '@portico/common'
import { createAppKit } from '@portico/react'
import { devStack } from '../../stack'
import { appearance, page, params } from '../page'
import { chainA, chainB, evmNetworks } from './chains'

export { chainA, chainB }
export const networks: [CaipNetwork, ...CaipNetwork[]] = evmNetworks

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
  ...appearance(),
})
