import { createWagmiAdapter } from '@portico/adapter-wagmi'
import type { CaipNetwork } from '@portico/common'
import { solanaDevnet } from '@portico/common/networks'
import { createAppKit } from '@portico/react'
import { devStack } from '../../stack'
import { evmNetworks } from '../evm/chains'
import { appearance, page } from '../page'
import { labSolanaAdapter, localnet } from '../solana/chains'

/**
 * Localnet is marked as not a testnet, like the anvil chains: §9 shows no balances on testnets, and this page is
 * where a person checks the Solana account's real SOL and PUSD balances in the modal's Tokens tab.
 */
export const solanaLocal: CaipNetwork<'solana'> = { ...localnet, testnet: false }
/**
 * A second cluster to switch to. There is no devnet on this machine, so "devnet" is the same local service under
 * devnet's CAIP id; it stays a testnet, so §9 shows 0.00 there.
 */
export const solanaDev: CaipNetwork<'solana'> = { ...solanaDevnet, rpcUrls: localnet.rpcUrls }

export const solanaNetworks = [solanaLocal, solanaDev]
export const networks: [CaipNetwork, ...CaipNetwork[]] = [...evmNetworks, ...solanaNetworks]

export const evmAdapter = createWagmiAdapter({ networks: evmNetworks })
export const solAdapter = labSolanaAdapter(solanaNetworks)

// AppKit style: created once at module level, hooks need no provider.
export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters: [evmAdapter, solAdapter],
  metadata: {
    name: 'Portico lab',
    description: 'EVM and Solana at once',
    url: page?.origin ?? '',
    icons: [],
  },
  ...appearance(),
})
