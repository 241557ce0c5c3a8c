import { type CaipNetwork, withRpcUrl } from '@portico/common'
import { solana, solanaDevnet } from '@portico/common/networks'
import { createAppKit } from '@portico/react'
import { devStack } from '../../stack'
import { appearance, page } from '../page'
import { labSolanaAdapter, localnet, SOLANA_DEV_TOKEN } from './chains'

export { localnet }

// Localnet is the dev stack's LiteSVM service. Devnet and mainnet are offered for switching, but nothing may leave
// this machine: they get local addresses that nothing answers, so their balances read as unavailable (0.00).
export const networks: [CaipNetwork, ...CaipNetwork[]] = [
  localnet,
  withRpcUrl(solanaDevnet, 'http://127.0.0.1:9935/devnet'),
  withRpcUrl(solana, 'http://127.0.0.1:9935/mainnet'),
]

export const solAdapter = labSolanaAdapter(networks)

export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters: [solAdapter],
  metadata: { name: 'Portico lab', description: 'Solana wallets', url: page?.origin ?? '', icons: [] },
  ...appearance(),
})

export { SOLANA_DEV_TOKEN }
