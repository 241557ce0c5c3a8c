import { createWagmiAdapter } from '@portico/adapter-wagmi'
import type { CaipNetwork } from '@portico/common'
import { createAppKit } from '@portico/react'
import { devStack } from '../../stack'
import { evmNetworks } from '../evm/chains'
import { appearance, page } from '../page'

export const networks: [CaipNetwork, ...CaipNetwork[]] = evmNetworks

export const evmAdapter = createWagmiAdapter({ networks })

// The dev stack's apps/api serves the on-ramp with its sandbox provider; its checkout page is the stack's `onramp`
// piece, on its own origin.
export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters: [evmAdapter],
  features: { onramp: true },
  metadata: { name: 'Portico lab', description: 'On-ramp sandbox', url: page?.origin ?? '', icons: [] },
  ...appearance(),
})
