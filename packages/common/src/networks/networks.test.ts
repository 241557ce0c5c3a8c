import { describe, expect, it } from 'vitest'
import { defineNetwork, networkName, withRpcUrl } from './define'
import * as presets from './presets'

describe('defineNetwork derives the CAIP network id', () => {
  it('builds namespace:chainId and rejects bad ids', () => {
    const n = defineNetwork({
      id: 5,
      chainNamespace: 'eip155',
      name: 'X',
      nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    })
    expect(n.caipNetworkId).toBe('eip155:5')
    expect(() => defineNetwork({ ...n, id: 'x y' })).toThrowError(/Invalid CAIP network id/)
  })
})

describe('§9 presets', () => {
  it('covers every swap network id', () => {
    const ids = Object.values(presets)
      .filter((p): p is typeof presets.mainnet => typeof p === 'object' && p !== null && 'caipNetworkId' in p)
      .map((p) => p.id)
    for (const id of presets.SWAP_NETWORK_IDS) expect(ids).toContain(id)
  })
  it('local chains 31337 and 31338 on 127.0.0.1 with an overridable rpc', () => {
    expect(presets.localEvm.caipNetworkId).toBe('eip155:31337')
    expect(presets.localEvm2.caipNetworkId).toBe('eip155:31338')
    expect(presets.localEvm.rpcUrls.default.http[0]).toBe('http://127.0.0.1:8545')
    expect(withRpcUrl(presets.localEvm, 'http://127.0.0.1:9999').rpcUrls.default.http).toEqual([
      'http://127.0.0.1:9999',
    ])
  })
  it('solana, bitcoin and polkadot presets', () => {
    expect([presets.solana, presets.solanaDevnet, presets.solanaLocalnet].map((n) => n.chainNamespace)).toEqual([
      'solana',
      'solana',
      'solana',
    ])
    expect(
      [presets.bitcoin, presets.bitcoinTestnet, presets.bitcoinRegtest].every((n) => n.chainNamespace === 'bip122'),
    ).toBe(true)
    expect(presets.polkadot.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
  })
})

describe("§9 unsupported network name 'Unknown Network'", () => {
  it('names known and unknown ids', () => {
    expect(networkName([presets.mainnet], 'eip155:1')).toBe('Ethereum')
    expect(networkName([presets.mainnet], 'eip155:999')).toBe('Unknown Network')
  })
})
