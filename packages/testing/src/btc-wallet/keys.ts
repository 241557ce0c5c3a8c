import { BIP32Factory, type BIP32Interface } from 'bip32'
import { initEccLib, type Network, networks, payments, toXOnly } from 'bitcoinjs-lib'
import * as ecc from 'tiny-secp256k1'

export type BtcNetworkName = 'mainnet' | 'testnet' | 'regtest'
export type BtcPurpose = 'payment' | 'ordinal'

initEccLib(ecc)
const bip32 = BIP32Factory(ecc)

export const BTC_NETWORKS: Record<BtcNetworkName, Network> = {
  mainnet: networks.bitcoin,
  testnet: networks.testnet,
  regtest: networks.regtest,
}

/** One key of the wallet: payment is native segwit (BIP-84), ordinal is taproot (BIP-86), §3 indexes 0 and 1. */
export interface BtcKey {
  purpose: BtcPurpose
  address: string
  /** Hex: the 33-byte compressed key for payment, the 32-byte x-only key for ordinal (what wallets report). */
  publicKey: string
  path: string
  addressType: 'p2wpkh' | 'p2tr'
  node: BIP32Interface
  network: Network
  output: Uint8Array
}

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

export function deriveKeys(seed: Uint8Array, name: BtcNetworkName): BtcKey[] {
  const network = BTC_NETWORKS[name]
  const coin = name === 'mainnet' ? 0 : 1
  const root = bip32.fromSeed(seed, network)
  const paymentPath = `m/84'/${coin}'/0'/0/0`
  const ordinalPath = `m/86'/${coin}'/0'/0/0`
  const paymentNode = root.derivePath(paymentPath)
  const ordinalNode = root.derivePath(ordinalPath)
  const p2wpkh = payments.p2wpkh({ pubkey: paymentNode.publicKey, network })
  const xOnly = toXOnly(ordinalNode.publicKey)
  const p2tr = payments.p2tr({ internalPubkey: xOnly, network })
  if (!p2wpkh.address || !p2wpkh.output || !p2tr.address || !p2tr.output) throw new Error('key derivation failed')
  return [
    {
      purpose: 'payment',
      address: p2wpkh.address,
      publicKey: toHex(paymentNode.publicKey),
      path: paymentPath,
      addressType: 'p2wpkh',
      node: paymentNode,
      network,
      output: p2wpkh.output,
    },
    {
      purpose: 'ordinal',
      address: p2tr.address,
      publicKey: toHex(xOnly),
      path: ordinalPath,
      addressType: 'p2tr',
      node: ordinalNode,
      network,
      output: p2tr.output,
    },
  ]
}
