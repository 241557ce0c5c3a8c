import type { SessionTypes } from '@walletconnect/types'
import { BtcTestWallet, type Utxo } from '../btc-wallet/btc-test-wallet'
import { type BtcKey, type BtcNetworkName, deriveKeys } from '../btc-wallet/keys'
import { signBip322Simple } from '../btc-wallet/message'
import { WalletRpcError } from './wallet-rpc-error'

/**
 * What the test wallet does on bip122, WalletConnect's Bitcoin methods: `signMessage` (BIP-322), `signPsbt`,
 * `sendTransfer` and `getAccountAddresses`.
 */
export const BITCOIN_METHODS = ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'] as const
export const BITCOIN_EVENTS = ['accountsChanged', 'chainChanged'] as const

export interface WcBitcoinOptions {
  /** The CAIP-2 chains the wallet offers, e.g. bitcoinRegtest's caipNetworkId. */
  chains: string[]
  /** Whose addresses: 'regtest' (default) or 'testnet' / 'mainnet'. */
  network?: BtcNetworkName
  /** A BIP-32 seed (default: a fixed test seed, so the address is stable across runs). */
  seed?: Uint8Array
}

const DEFAULT_SEED = new Uint8Array(32).fill(11)

/**
 * The bip122 side of the WalletConnect test wallet: one real BIP-84 key (native segwit). It offers its payment
 * address on the configured chains and signs messages with BIP-322 "simple", which bip322-js verifies.
 */
export class WcBitcoinAccount {
  readonly address: string
  private readonly key: BtcKey
  /** PSBTs and transfers are the in-page test wallet's, on the same seed (it keeps the UTXOs and broadcasts). */
  private readonly wallet: BtcTestWallet

  constructor(readonly options: WcBitcoinOptions) {
    const seed = options.seed ?? DEFAULT_SEED
    const network = options.network ?? 'regtest'
    const [payment] = deriveKeys(seed, network)
    if (!payment) throw new Error('WcBitcoinAccount: no payment key')
    this.key = payment
    this.address = payment.address
    this.wallet = new BtcTestWallet({ seed: Buffer.from(seed).toString('hex'), network, preAuthorized: true })
  }

  /** Gives the payment address a UTXO (no Bitcoin node here), for sendTransfer to spend. */
  receive(value: bigint): Utxo {
    return this.wallet.receive(value)
  }

  /** Raw hex of every transaction sendTransfer or a broadcasting signPsbt "broadcast". */
  get broadcasts(): readonly string[] {
    return this.wallet.broadcasts
  }

  supportedNamespace(): SessionTypes.BaseNamespace {
    return {
      chains: [...this.options.chains],
      methods: [...BITCOIN_METHODS],
      events: [...BITCOIN_EVENTS],
      accounts: this.options.chains.map((chain) => `${chain}:${this.address}`),
    }
  }

  /** Bitcoin requests come on a bip122 chain; their method names are not namespaced. */
  handles(chainId: string): boolean {
    return chainId.startsWith('bip122:')
  }

  async request(method: string, params: unknown): Promise<unknown> {
    if (method === 'getAccountAddresses') {
      return [{ address: this.address, publicKey: this.key.publicKey, path: this.key.path, intention: 'payment' }]
    }
    const p = (params ?? {}) as Record<string, unknown>
    if (method === 'signPsbt' || method === 'sendTransfer') {
      if (p.account !== this.address) throw new WalletRpcError(4100, `no key for ${String(p.account)}`)
      return this.wallet.request({ method, params: method === 'signPsbt' ? psbtParams(p) : transferParams(p) })
    }
    if (method !== 'signMessage') throw new WalletRpcError(4200, `${method} is not supported by this wallet`)
    const { message, address } = p
    if (typeof message !== 'string' || typeof address !== 'string') {
      throw new WalletRpcError(-32602, 'signMessage takes { address, message }')
    }
    if (address !== this.address) throw new WalletRpcError(4100, `no key for ${address}`)
    return { address, signature: signBip322Simple(this.key, message) }
  }
}

/** WalletConnect's `signInputs: [{ address, index }]` as the test wallet's address → indexes map. */
function psbtParams(p: Record<string, unknown>) {
  const inputs = Array.isArray(p.signInputs) ? (p.signInputs as { address?: unknown; index?: unknown }[]) : []
  const signInputs: Record<string, unknown[]> = {}
  for (const { address, index } of inputs) signInputs[String(address)] = [...(signInputs[String(address)] ?? []), index]
  return { psbt: p.psbt, signInputs, broadcast: p.broadcast === true }
}

/** WalletConnect's `{ recipientAddress, amount }` (amount in satoshis, a string) as one recipient. */
function transferParams(p: Record<string, unknown>) {
  return { recipients: [{ address: p.recipientAddress, amount: p.amount }] }
}
