import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { Connection, VersionedTransaction } from '@solana/web3.js'
import type { SessionTypes } from '@walletconnect/types'
import { WalletRpcError } from './wallet-rpc-error'

/**
 * What the test wallet does on solana, as WalletConnect's Solana RPC reference names them: solana_signMessage
 * (message base58-encoded, pubkey), and signing transactions given as base64 wire bytes.
 */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const
export const SOLANA_EVENTS = ['accountsChanged', 'chainChanged'] as const

export interface WcSolanaOptions {
  /** The CAIP-2 chains the wallet offers, e.g. 'solana:localnet' (solanaLocalnet's caipNetworkId). */
  chains: string[]
  /** A 32-byte ed25519 seed (default: a fixed test seed, so the address is stable across runs). */
  seed?: Uint8Array
  /** JSON-RPC URL solana_signAndSendTransaction submits to (the dev stack's Solana service). */
  rpcUrl?: string
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

  request(method: 'solana_signMessage', params: unknown): Promise<{ signature: string }>
  request(method: string, params: unknown): Promise<unknown>
  async request(method: string, params: unknown): Promise<unknown> {
    const p = (params ?? {}) as { transaction?: unknown; transactions?: unknown }
    if (method === 'solana_signTransaction') {
      const signed = this.signTransaction(p.transaction)
      return {
        signature: base58.encode(signed.signatures[this.slotOf(signed)] as Uint8Array),
        transaction: wire(signed),
      }
    }
    if (method === 'solana_signAllTransactions') {
      if (!Array.isArray(p.transactions)) throw new WalletRpcError(-32602, `${method} takes { transactions: base64[] }`)
      return { transactions: p.transactions.map((t: unknown) => wire(this.signTransaction(t))) }
    }
    if (method === 'solana_signAndSendTransaction')
      return { signature: await this.submit(this.signTransaction(p.transaction)) }
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

  /** Which signature slot is this key's: one of the message's required signers. */
  private slotOf(tx: VersionedTransaction): number {
    const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures)
    const slot = signers.findIndex((key) => key.toBase58() === this.address)
    if (slot < 0) throw new WalletRpcError(-32602, `the transaction does not ask ${this.address} to sign`)
    return slot
  }

  private signTransaction(transaction: unknown): VersionedTransaction {
    let tx: VersionedTransaction
    try {
      if (typeof transaction !== 'string') throw new Error('not a string')
      tx = VersionedTransaction.deserialize(base64.decode(transaction))
    } catch {
      throw new WalletRpcError(-32602, 'the transaction must be base64 wire bytes')
    }
    tx.signatures[this.slotOf(tx)] = ed25519.sign(tx.message.serialize(), this.seed)
    return tx
  }

  /** Sends to the configured RPC and answers the network's signature, as a wallet's signAndSend does. */
  private async submit(tx: VersionedTransaction): Promise<string> {
    const rpcUrl = this.options.rpcUrl
    if (!rpcUrl) throw new WalletRpcError(-32603, 'this wallet has no Solana RPC to send to')
    try {
      return await new Connection(rpcUrl, 'confirmed').sendRawTransaction(tx.serialize())
    } catch (error) {
      throw new WalletRpcError(-32603, (error as Error).message)
    }
  }
}

const wire = (tx: VersionedTransaction) => base64.encode(tx.serialize())
