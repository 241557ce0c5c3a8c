import { describe, expect, it } from 'vitest'
import * as networks from './index'

const NAMED = {
  mainnet: 'eip155:1',
  sepolia: 'eip155:11155111',
  arbitrum: 'eip155:42161',
  optimism: 'eip155:10',
  base: 'eip155:8453',
  polygon: 'eip155:137',
  bsc: 'eip155:56',
  avalanche: 'eip155:43114',
  gnosis: 'eip155:100',
  zksync: 'eip155:324',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  solanaDevnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  solanaTestnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  bitcoinTestnet: 'bip122:000000000933ea01ad0ee984209779ba',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  localEvm: 'eip155:31337',
  localEvm2: 'eip155:31338',
  solanaLocalnet: 'solana:localnet',
  bitcoinRegtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

describe('@portico/common/networks', () => {
  it.each(Object.entries(NAMED))('%s is the CAIP network %s', (name, caipNetworkId) => {
    const network = networks[name as keyof typeof NAMED]
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
    const ids = Object.keys(NAMED).map((name) => networks[name as keyof typeof NAMED].caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
