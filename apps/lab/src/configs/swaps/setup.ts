import { createWagmiAdapter } from '@portico/adapter-wagmi'
import type { CaipNetwork } from '@portico/common'
import { createAppKit } from '@portico/react'
import { devStack } from '../../stack'
import { evmNetworks } from '../evm/chains'
import { appearance, page, params } from '../page'

export const networks: [CaipNetwork, ...CaipNetwork[]] = evmNetworks

/** `?swaps=off` turns the swaps feature flag off (AppKit's `features.swaps`): the Swap view says so. */
export const swapsOn = params.get('swaps') !== 'off'

export const evmAdapter = createWagmiAdapter({ networks })

export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters: [evmAdapter],
  features: { swaps: swapsOn },
  metadata: { name: 'Portico lab', description: 'Swaps on the local anvil chains', url: page?.origin ?? '', icons: [] },
  ...appearance(),
})
