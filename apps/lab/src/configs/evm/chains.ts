import { type CaipNetwork, withRpcUrl } from '@portico/common'
import { localEvm, localEvm2 } from '@portico/common/networks'
import { devStack } from '../../stack'

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
export const evmNetworks: [CaipNetwork<'eip155'>, CaipNetwork<'eip155'>] = [chainA, chainB]
