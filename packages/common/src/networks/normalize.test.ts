import { describe, expect, it } from 'vitest'
import { toCaipNetwork, toCaipNetworks } from './normalize'
import { localEvm, solanaLocalnet } from './presets'

// The shape of a viem `Chain` (common may not import viem): no namespace, extra EVM-only fields.
const viemChain = {
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } },
  testnet: true,
}

describe('toCaipNetwork', () => {
  it('returns our own networks as they are', () => {
    expect(toCaipNetwork(localEvm)).toBe(localEvm)
    expect(toCaipNetwork(solanaLocalnet)).toBe(solanaLocalnet)
  })

  it('turns a viem chain into an eip155 CAIP network with only our fields', () => {
    const network = toCaipNetwork(viemChain)
    expect(network).toEqual({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Anvil',
      nativeCurrency: viemChain.nativeCurrency,
      rpcUrls: viemChain.rpcUrls,
      testnet: true,
    })
    expect(network).not.toHaveProperty('contracts')
  })

  it('turns an AppKit-shaped network (namespace, maybe no CAIP id) into ours', () => {
    const appKitSolana = {
      id: 'localnet',
      chainNamespace: 'solana',
      name: 'Local',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
      blockExplorers: { default: { name: 'Explorer', url: 'http://127.0.0.1:3000' } },
    }
    expect(toCaipNetwork(appKitSolana)).toMatchObject({
      caipNetworkId: 'solana:localnet',
      chainNamespace: 'solana',
      blockExplorers: appKitSolana.blockExplorers,
    })
    expect(toCaipNetwork({ ...viemChain, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337' })).toMatchObject({
      caipNetworkId: 'eip155:31337',
    })
  })

  it('rejects a namespace it does not know and a CAIP id that disagrees with the id', () => {
    expect(() => toCaipNetwork({ ...viemChain, chainNamespace: 'tron' })).toThrow(/namespace/)
    expect(() => toCaipNetwork({ ...viemChain, caipNetworkId: 'eip155:1' })).toThrow(/does not match/)
  })

  it('maps a list', () => {
    expect(toCaipNetworks([localEvm, viemChain]).map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31337'])
  })
})
