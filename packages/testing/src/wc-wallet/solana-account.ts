import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { SessionTypes } from '@walletconnect/types'
import { WalletRpcError } from './wallet-rpc-error'

/** What the test wallet does on solana: §7 solana_signMessage (message base58-encoded, pubkey). */
export const SOLANA_METHODS = ['solana_signMessage'] as const
export const SOLANA_EVENTS = ['accountsChanged', 'chainChanged'] as const

export interface WcSolanaOptions {
  /** The CAIP-2 chains the wallet offers, e.g. 'solana:localnet' (solanaLocalnet's caipNetworkId). */
  chains: string[]
  /** A 32-byte ed25519 seed (default: a fixed test seed, so the address is stable across runs). */
  seed?: Uint8Array
}

const DEFAULT_SEED = new Uint8Array(32).fill(7)

/**
 * The solana side of the WalletConnect test wallet: one real ed25519 key. It offers its account on the configured
 * chains and signs messages for the dapp; the signature verifies with any ed25519 library against the base58
 * public key that is the account address.
 */
export class WcSolanaAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  private readonly seed: Uint8Array

  constructor(readonly options: WcSolanaOptions) {
    this.seed = options.seed ?? DEFAULT_SEED
    if (this.seed.length !== 32) throw new Error('WcSolanaAccount needs a 32-byte ed25519 seed')
    this.publicKey = ed25519.getPublicKey(this.seed)
    this.address = base58.encode(this.publicKey)
  }

  /** The namespace the wallet supports, for the SDK to narrow to what a proposal asked for. */
  supportedNamespace(): SessionTypes.BaseNamespace {
    return {
      chains: [...this.options.chains],
      methods: [...SOLANA_METHODS],
      events: [...SOLANA_EVENTS],
      accounts: this.options.chains.map((chain) => `${chain}:${this.address}`),
    }
  }

  handles(method: string): boolean {
    return method.startsWith('solana_')
  }

  async request(method: string, params: unknown): Promise<{ signature: string }> {
    if (method !== 'solana_signMessage') throw new WalletRpcError(4200, `${method} is not supported by this wallet`)
    const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
    if (typeof message !== 'string' || typeof pubkey !== 'string') {
      throw new WalletRpcError(-32602, 'solana_signMessage takes { message (base58), pubkey }')
    }
    if (pubkey !== this.address) throw new WalletRpcError(4100, `no key for ${pubkey}`)
    let bytes: Uint8Array
    try {
      bytes = base58.decode(message)
    } catch {
      throw new WalletRpcError(-32602, 'solana_signMessage: the message is not base58')
    }
    return { signature: base58.encode(ed25519.sign(bytes, this.seed)) }
  }
}
