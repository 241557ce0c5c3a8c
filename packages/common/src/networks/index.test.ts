import { describe, expect, it } from 'vitest'
import * as networks from './index'

const NAMED = [
  ['mainnet', networks.mainnet, 'eip155:1'],
  ['sepolia', networks.sepolia, 'eip155:11155111'],
  ['arbitrum', networks.arbitrum, 'eip155:42161'],
  ['optimism', networks.optimism, 'eip155:10'],
  ['base', networks.base, 'eip155:8453'],
  ['polygon', networks.polygon, 'eip155:137'],
  ['bsc', networks.bsc, 'eip155:56'],
  ['avalanche', networks.avalanche, 'eip155:43114'],
  ['gnosis', networks.gnosis, 'eip155:100'],
  ['zksync', networks.zksync, 'eip155:324'],
  ['solana', networks.solana, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['solanaDevnet', networks.solanaDevnet, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  ['solanaTestnet', networks.solanaTestnet, 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
  ['bitcoin', networks.bitcoin, 'bip122:000000000019d6689c085ae165831e93'],
  ['bitcoinTestnet', networks.bitcoinTestnet, 'bip122:000000000933ea01ad0ee984209779ba'],
  ['polkadot', networks.polkadot, 'polkadot:91b171bb158e2d3848fa23a9f1c25182'],
  ['localEvm', networks.localEvm, 'eip155:31337'],
  ['localEvm2', networks.localEvm2, 'eip155:31338'],
  ['solanaLocalnet', networks.solanaLocalnet, 'solana:localnet'],
  ['bitcoinRegtest', networks.bitcoinRegtest, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
] as const

describe('@portico/common/networks', () => {
  it.each(NAMED)('%s is the CAIP network of its entry', (_name, network, caipNetworkId) => {
    expect(network.caipNetworkId).toBe(caipNetworkId)
    const [namespace, reference] = caipNetworkId.split(':')
    expect(network.chainNamespace).toBe(namespace)
    expect(String(network.id)).toBe(reference)
    expect(typeof network.id).toBe(namespace === 'eip155' ? 'number' : 'string')
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    expect(network.nativeCurrency.decimals).toBeGreaterThan(0)
  })

  it('marks the test networks as testnets and the main ones not', () => {
    for (const n of [networks.sepolia, networks.solanaDevnet, networks.solanaTestnet, networks.bitcoinTestnet]) {
      expect(n.testnet).toBe(true)
    }
    for (const n of [networks.mainnet, networks.solana, networks.bitcoin, networks.polkadot]) {
      expect(n.testnet).toBeUndefined()
    }
  })

  it('has one network per CAIP id', () => {
    const ids = NAMED.map(([, network]) => network.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
