import {
  bitcoin,
  bitcoinRegtest,
  bitcoinTestnet,
  localEvm,
  localEvm2,
  mainnet,
  polkadot,
  solana,
  solanaLocalnet,
  westend,
} from '@portico/common/networks'
import { describe, expect, it } from 'vitest'
import { compatibleNetworks } from './compatibleNetworks'

const ALL = [
  mainnet,
  localEvm,
  localEvm2,
  solana,
  solanaLocalnet,
  bitcoin,
  bitcoinTestnet,
  bitcoinRegtest,
  polkadot,
  westend,
]
const ids = (address: string, namespace: (typeof ALL)[number]['chainNamespace']) =>
  compatibleNetworks(address, ALL, namespace).map((n) => n.caipNetworkId)

describe('compatibleNetworks', () => {
  it('EVM, Solana and Polkadot: every configured network of the namespace, none of another', () => {
    expect(ids('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'eip155')).toEqual([
      mainnet.caipNetworkId,
      localEvm.caipNetworkId,
      localEvm2.caipNetworkId,
    ])
    expect(ids('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana')).toEqual([
      solana.caipNetworkId,
      solanaLocalnet.caipNetworkId,
    ])
    expect(ids('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 'polkadot')).toEqual([
      polkadot.caipNetworkId,
      westend.caipNetworkId,
    ])
  })

  it('Bitcoin: the address prefix names its network (bc1/1/3 mainnet, tb1 testnet, bcrt1 regtest)', () => {
    expect(ids('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bip122')).toEqual([bitcoin.caipNetworkId])
    expect(ids('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'bip122')).toEqual([bitcoin.caipNetworkId])
    expect(ids('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'bip122')).toEqual([bitcoinTestnet.caipNetworkId])
    expect(ids('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'bip122')).toEqual([bitcoinRegtest.caipNetworkId])
    // Base58 test addresses are shared by testnet and regtest.
    expect(ids('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'bip122')).toEqual([
      bitcoinTestnet.caipNetworkId,
      bitcoinRegtest.caipNetworkId,
    ])
    expect(ids('not-an-address', 'bip122')).toEqual([])
  })
})
