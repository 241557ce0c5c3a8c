import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { Connection, Keypair, VersionedTransaction } from '@solana/web3.js'
import type { WalletBehaviour } from '../evm-wallet/behaviour'
import { SOLANA_CHAINS, SOLANA_CONSENT_METHODS, type SolanaChain, type SolanaWalletMethod } from './chains'

export interface SolanaTestWalletOptions {
  /** 64-byte secret keys (seed + public key) or 32-byte seeds; the first is the selected account. */
  secretKeys: Uint8Array[]
  /** RPC endpoint per cluster, used by signAndSendTransaction (the wallet sends to the chain itself). */
  rpc: Partial<Record<SolanaChain, string>>
  /** The site is already approved (as after an earlier connect): models a reload. */
  preAuthorized?: boolean
}

export interface SolanaAccountInfo {
  address: string
  publicKey: Uint8Array
}

export interface SolanaSendOptions {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}

/** A request as the wallet saw it, so a test can assert what the app asked for. */
export interface SolanaWalletRequest {
  method: SolanaWalletMethod
  /** A connect that asked for no prompt (what an approved site does on reload). */
  silent?: boolean
  address?: string
  chain?: string
  /** For signMessage: the exact bytes the wallet was asked to sign. */
  message?: Uint8Array
}

export type SolanaWalletEvent = { accounts: SolanaAccountInfo[] } | { gone: true }

/** The error wallets throw when the person presses "Reject". */
export class SolanaWalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'WalletError'
  }
}
export const solanaUserRejected = () => new SolanaWalletError(4001, 'User rejected the request.')

/** What a misbehaving wallet might answer: keys that are not keys, signatures of the wrong length. */
const GARBAGE_ACCOUNT: SolanaAccountInfo = { address: 'not-a-solana-address', publicKey: new Uint8Array([1, 2, 3]) }

/**
 * A Solana wallet holding real ed25519 keys: it signs messages and transactions locally and sends them to the
 * cluster's RPC itself, so signatures verify and transfers land. Each method can be scripted (approve, reject,
 * hang, garbage, a chosen error) and the wallet can disappear mid-flow. Wrap it as a Wallet Standard wallet with
 * `createStandardWallet` (Node / DOM tests) or put it into a Playwright page with `injectSolanaWallet`.
 */
export class SolanaTestWallet {
  readonly keypairs: Keypair[]
  readonly requests: SolanaWalletRequest[] = []
  private selected = 0
  private authorized: boolean
  private garbageAccounts = false
  private goneFlag = false
  private readonly rpc: Partial<Record<SolanaChain, string>>
  private readonly behaviours = new Map<string, WalletBehaviour>()
  private readonly listeners = new Set<(event: SolanaWalletEvent) => void>()
  private readonly hanging = new Set<(error: Error) => void>()

  constructor(options: SolanaTestWalletOptions) {
    if (options.secretKeys.length === 0) throw new Error('SolanaTestWallet needs at least one key')
    this.keypairs = options.secretKeys.map((key) =>
      key.length === 32 ? Keypair.fromSeed(key) : Keypair.fromSecretKey(key),
    )
    this.rpc = { ...options.rpc }
    this.authorized = options.preAuthorized ?? false
  }

  get address(): string {
    return this.keypairs[this.selected]!.publicKey.toBase58()
  }

  get isAuthorized(): boolean {
    return this.authorized
  }

  get gone(): boolean {
    return this.goneFlag
  }

  /** Clusters the wallet can sign for (those it has an RPC endpoint for). */
  get chains(): SolanaChain[] {
    return SOLANA_CHAINS.filter((chain) => this.rpc[chain] !== undefined)
  }

  setRpc(chain: SolanaChain, url: string): void {
    this.rpc[chain] = url
  }

  /** Scripts how the wallet answers `method` ('*' for every consent method without its own rule). */
  setBehaviour(method: SolanaWalletMethod | '*', behaviour: WalletBehaviour): this {
    this.behaviours.set(method, behaviour)
    return this
  }

  resetBehaviours(): this {
    this.behaviours.clear()
    return this
  }

  /** Lets every request held by 'hang' fail with 4001, as a person closing the prompt would. */
  releaseHanging(): void {
    for (const release of this.hanging) release(solanaUserRejected())
    this.hanging.clear()
  }

  onEvent(listener: (event: SolanaWalletEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit(event: SolanaWalletEvent): void {
    for (const listener of [...this.listeners]) listener(event)
  }

  /** The accounts the site may see (selected first), empty until it is approved. */
  exposedAccounts(): SolanaAccountInfo[] {
    if (!this.authorized || this.goneFlag) return []
    if (this.garbageAccounts) return [{ ...GARBAGE_ACCOUNT }]
    const order = [this.selected, ...this.keypairs.map((_, i) => i).filter((i) => i !== this.selected)]
    return order.map((i) => ({
      address: this.keypairs[i]!.publicKey.toBase58(),
      publicKey: this.keypairs[i]!.publicKey.toBytes(),
    }))
  }

  /** The person picks another account inside the wallet. */
  selectAccount(index: number): void {
    if (!this.keypairs[index]) throw new Error(`no account ${index}`)
    this.selected = index
    if (this.authorized) this.emit({ accounts: this.exposedAccounts() })
  }

  /** The person disconnects the site from inside the wallet. */
  revoke(): void {
    this.authorized = false
    this.emit({ accounts: [] })
  }

  /**
   * The extension is removed or crashes: it unregisters from the page, requests in flight fail and later ones are
   * refused.
   */
  disappear(): void {
    this.goneFlag = true
    for (const release of this.hanging) release(new SolanaWalletError(4900, 'The wallet is no longer available.'))
    this.hanging.clear()
    this.emit({ gone: true })
  }

  private behaviourFor(method: SolanaWalletMethod): WalletBehaviour {
    const consent = (SOLANA_CONSENT_METHODS as readonly string[]).includes(method)
    return this.behaviours.get(method) ?? (consent ? this.behaviours.get('*') : undefined) ?? 'approve'
  }

  /** Applies the scripted behaviour; resolves 'garbage' or 'approve' for the method to act on. */
  private async gate(request: SolanaWalletRequest): Promise<'approve' | 'garbage'> {
    this.requests.push(request)
    if (this.goneFlag) throw new SolanaWalletError(4900, 'The wallet is no longer available.')
    const behaviour = this.behaviourFor(request.method)
    if (behaviour === 'reject') throw solanaUserRejected()
    if (behaviour === 'hang') {
      return new Promise((_, reject) => {
        this.hanging.add(reject)
      })
    }
    if (typeof behaviour === 'object') throw new SolanaWalletError(behaviour.error.code, behaviour.error.message)
    return behaviour
  }

  private keypairFor(address: string): Keypair {
    if (!this.authorized) throw new SolanaWalletError(4100, 'The site is not connected to this wallet.')
    const keypair = this.keypairs.find((k) => k.publicKey.toBase58() === address)
    if (!keypair) throw new SolanaWalletError(4100, `Unknown account ${address}`)
    return keypair
  }

  private rpcFor(chain: string | undefined): string {
    const url = this.rpc[(chain ?? 'solana:mainnet') as SolanaChain]
    if (!url) throw new SolanaWalletError(4901, `The wallet does not know chain ${chain}`)
    return url
  }

  /** standard:connect. `silent` answers without a prompt: the accounts when already approved, none otherwise. */
  async connect(input: { silent?: boolean } = {}): Promise<SolanaAccountInfo[]> {
    if (input.silent) {
      this.requests.push({ method: 'connect', silent: true })
      if (this.goneFlag) throw new SolanaWalletError(4900, 'The wallet is no longer available.')
      return this.exposedAccounts()
    }
    const outcome = await this.gate({ method: 'connect' })
    // The site sees an accounts change when it is newly approved or when what it is shown changes (garbage ⇄ real).
    const changed = !this.authorized || this.garbageAccounts !== (outcome === 'garbage')
    this.authorized = true
    this.garbageAccounts = outcome === 'garbage'
    if (changed) this.emit({ accounts: this.exposedAccounts() })
    return this.exposedAccounts()
  }

  async disconnect(): Promise<void> {
    await this.gate({ method: 'disconnect' })
    this.authorized = false
    this.garbageAccounts = false
  }

  async signMessage(
    address: string,
    message: Uint8Array,
  ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }> {
    const outcome = await this.gate({ method: 'signMessage', address, message: new Uint8Array(message) })
    if (outcome === 'garbage') return { signedMessage: message, signature: new Uint8Array([1, 2, 3]) }
    const keypair = this.keypairFor(address)
    return { signedMessage: message, signature: ed25519.sign(message, keypair.secretKey.slice(0, 32)) }
  }

  private sign(address: string, wire: Uint8Array): Uint8Array {
    const keypair = this.keypairFor(address)
    let tx: VersionedTransaction
    try {
      tx = VersionedTransaction.deserialize(wire)
    } catch (error) {
      throw new SolanaWalletError(-32602, `Invalid transaction: ${(error as Error).message}`)
    }
    tx.sign([keypair])
    return tx.serialize()
  }

  async signTransaction(address: string, wire: Uint8Array, chain?: string): Promise<Uint8Array> {
    const outcome = await this.gate({ method: 'signTransaction', address, ...(chain ? { chain } : {}) })
    if (outcome === 'garbage') return new Uint8Array([0xde, 0xad])
    return this.sign(address, wire)
  }

  async signAndSendTransaction(
    address: string,
    wire: Uint8Array,
    chain: string,
    options: SolanaSendOptions = {},
  ): Promise<Uint8Array> {
    const outcome = await this.gate({ method: 'signAndSendTransaction', address, chain })
    if (outcome === 'garbage') return new Uint8Array(5)
    const signed = this.sign(address, wire)
    const connection = new Connection(this.rpcFor(chain), options.preflightCommitment ?? 'confirmed')
    const signature = await connection.sendRawTransaction(signed, {
      ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
      ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
      ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
    })
    return base58.decode(signature)
  }
}
