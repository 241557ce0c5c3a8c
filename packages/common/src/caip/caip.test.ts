import { describe, expect, it } from 'vitest'
import { PorticoError } from '../errors/portico-error'
import {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip'
import { CHAIN_NAMESPACES, isChainNamespace } from './namespaces'

describe('§5 namespace one of eip155, solana, polkadot, bip122, cosmos', () => {
  it('accepts exactly the five namespaces', () => {
    expect([...CHAIN_NAMESPACES]).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
    for (const ns of CHAIN_NAMESPACES) expect(isChainNamespace(ns)).toBe(true)
    for (const ns of ['EIP155', 'tron', '', 'eip-155']) expect(isChainNamespace(ns)).toBe(false)
  })
})

describe('§5 network id has two colon parts', () => {
  it('parses a valid network id', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').chainId).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })
  it.each(['eip155', 'eip155:1:0xabc', 'tron:1', ':1', 'eip155:', 'eip155:01', 'eip155:abc', 'solana:a b'])(
    'rejects %s with INVALID_CAIP_NETWORK_ID',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrowError(PorticoError)
      try {
        parseCaipNetworkId(value)
      } catch (e) {
        expect((e as PorticoError).code).toBe('INVALID_CAIP_NETWORK_ID')
        expect((e as PorticoError).message).toBe(`Invalid CAIP network id: ${value}`)
      }
      expect(isCaipNetworkId(value)).toBe(false)
    },
  )
  it('formats and validates', () => {
    expect(formatCaipNetworkId('eip155', 8453)).toBe('eip155:8453')
    expect(() => formatCaipNetworkId('eip155', 'x')).toThrowError(/Invalid CAIP network id/)
  })
})

describe('§5 CAIP address has three colon parts', () => {
  it('parses namespace:chainId:address', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({ namespace: 'eip155', chainId: '1', address: '0xabc' })
    expect(isCaipAddress('bip122:000000000019d6689c085ae165831e93:bc1qxyz')).toBe(true)
  })
  it.each(['eip155:1', 'eip155:1:0xabc:extra', 'eip155:1:', 'tron:1:abc', 'eip155:1:a/b'])('rejects %s', (value) => {
    expect(() => parseCaipAddress(value)).toThrowError(expect.objectContaining({ code: 'INVALID_CAIP_ADDRESS' }))
  })
  it('rejects non-strings with the typed error', () => {
    expect(() => parseCaipAddress(42)).toThrowError(PorticoError)
    expect(() => parseCaipNetworkId(null)).toThrowError(PorticoError)
  })
  it('formats', () => {
    expect(formatCaipAddress('solana', 'localnet', 'So1')).toBe('solana:localnet:So1')
  })
})
