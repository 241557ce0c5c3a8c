import type { SessionTypes } from '@walletconnect/types'
import { type BtcKey, type BtcNetworkName, deriveKeys } from '../btc-wallet/keys'
import { signBip322Simple } from '../btc-wallet/message'
import { WalletRpcError } from './wallet-rpc-error'

/** What the test wallet does on bip122: WalletConnect's Bitcoin `signMessage` (BIP-322) and `getAccountAddresses`. */
export const BITCOIN_METHODS = ['signMessage', 'getAccountAddresses'] as const
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

  constructor(readonly options: WcBitcoinOptions) {
    const [payment] = deriveKeys(options.seed ?? DEFAULT_SEED, options.network ?? 'regtest')
    if (!payment) throw new Error('WcBitcoinAccount: no payment key')
    this.key = payment
    this.address = payment.address
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
    if (method !== 'signMessage') throw new WalletRpcError(4200, `${method} is not supported by this wallet`)
    const { message, address } = (params ?? {}) as { message?: unknown; address?: unknown }
    if (typeof message !== 'string' || typeof address !== 'string') {
      throw new WalletRpcError(-32602, 'signMessage takes { address, message }')
    }
    if (address !== this.address) throw new WalletRpcError(4100, `no key for ${address}`)
    return { address, signature: signBip322Simple(this.key, message) }
  }
}
