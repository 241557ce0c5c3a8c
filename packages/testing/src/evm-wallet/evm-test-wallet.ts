import {
  type Address,
  type Chain,
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  numberToHex,
  type PublicClient,
  type TransactionSerializable,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { DEFAULT_GARBAGE, type EvmWalletBehaviour, GARBAGE_ANSWERS } from './behaviour'
import { invalidParams, ProviderRpcError, unauthorized, unrecognizedChain, userRejected } from './provider-error'

export interface EvmWalletChain {
  chainId: number
  rpcUrl: string
  name?: string
}

export interface EvmTestWalletOptions {
  /** One or more real private keys; the first is the selected account. */
  privateKeys: Hex[]
  /** Chains the wallet knows at start; switching to another gives 4902 until it is added. */
  chains: EvmWalletChain[]
  /** Chain selected at start (default: the first). */
  chainId?: number
  /** Accounts are exposed without a prompt (as after an earlier approval) — used to model a reload. */
  preAuthorized?: boolean
  /**
   * EIP-5792 call bundles: wallet_sendCalls sends each call as a real transaction, wallet_getCallsStatus reports their
   * receipts. Default false: the wallet does not know these methods (the node answers "method not found").
   */
  eip5792?: boolean
  /**
   * With `eip5792`: wallet_getCapabilities reports atomic batching (`atomic: { status: 'supported' }`) on every chain
   * it knows, as a smart-account wallet does, so an app takes its batch path. The calls are still sent back to back
   * (anvil mines each at once): a reverted call does not undo the ones before it. Default false: `{}`.
   */
  atomic?: boolean
}

export interface EvmRequest {
  method: string
  params?: unknown
}

type Listener = (payload: unknown) => void

/** The first parameter of EIP-5792 wallet_sendCalls. */
interface CallBundle {
  from?: Address
  chainId?: Hex
  calls: { to?: Hex; value?: Hex; data?: Hex }[]
}
export type WalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | 'message'

/** Methods that need the user's consent; everything else is a read forwarded to the node. */
const CONSENT_METHODS = new Set([
  'eth_requestAccounts',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_requestPermissions',
])

/**
 * An EIP-1193 wallet holding real private keys: it signs locally with viem and forwards reads to the chain's node,
 * so signatures verify and transactions are mined. Each method's behaviour can be scripted, and it emits the
 * events a browser wallet emits. Use it directly in Node, or inject it into a Playwright page (`injectEvmWallet`).
 */
export class EvmTestWallet {
  readonly accounts: PrivateKeyAccount[]
  private selected = 0
  private chainId: number
  private readonly chains = new Map<number, EvmWalletChain>()
  private readonly clients = new Map<number, PublicClient>()
  private authorized: boolean
  private readonly behaviours = new Map<string, EvmWalletBehaviour>()
  private readonly listeners = new Map<string, Set<Listener>>()
  /** Every request seen, in order, so a test can assert what the dapp asked for. */
  readonly requests: EvmRequest[] = []
  private readonly hanging = new Set<() => void>()
  private readonly eip5792: boolean
  private readonly atomic: boolean
  private readonly bundles = new Map<string, { chainId: number; hashes: Hex[] }>()

  constructor(options: EvmTestWalletOptions) {
    if (options.privateKeys.length === 0) throw new Error('EvmTestWallet needs at least one private key')
    if (options.chains.length === 0) throw new Error('EvmTestWallet needs at least one chain')
    this.accounts = options.privateKeys.map((k) => privateKeyToAccount(k))
    for (const chain of options.chains) this.chains.set(chain.chainId, chain)
    this.chainId = options.chainId ?? options.chains[0]!.chainId
    if (!this.chains.has(this.chainId)) throw new Error(`chain ${this.chainId} is not among the wallet's chains`)
    this.authorized = options.preAuthorized ?? false
    this.eip5792 = options.eip5792 ?? false
    this.atomic = this.eip5792 && (options.atomic ?? false)
  }

  get address(): Address {
    return this.accounts[this.selected]!.address
  }

  get currentChainId(): number {
    return this.chainId
  }

  get isAuthorized(): boolean {
    return this.authorized
  }

  /** Scripts how the wallet answers `method` ('*' for every consent method without its own rule). */
  setBehaviour(method: string, behaviour: EvmWalletBehaviour): this {
    this.behaviours.set(method, behaviour)
    return this
  }

  resetBehaviours(): this {
    this.behaviours.clear()
    return this
  }

  /** Lets every request held by the 'hang' behaviour fail with 4001, as a user closing the prompt would. */
  releaseHanging(): void {
    for (const release of this.hanging) release()
    this.hanging.clear()
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>()
    this.listeners.set(event, set)
    set.add(listener)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  protected emit(event: WalletEvent, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload)
  }

  /** The user picks another of the wallet's accounts. */
  selectAccount(index: number): void {
    if (!this.accounts[index]) throw new Error(`no account ${index}`)
    this.selected = index
    if (this.authorized) this.emit('accountsChanged', this.exposedAccounts())
  }

  /** The user switches chain inside the wallet (no dapp request). */
  selectChain(chainId: number): void {
    if (!this.chains.has(chainId)) throw new Error(`chain ${chainId} unknown to the wallet`)
    this.chainId = chainId
    this.emit('chainChanged', numberToHex(chainId))
  }

  /** The user disconnects the site from inside the wallet. */
  revoke(): void {
    this.authorized = false
    this.emit('accountsChanged', [])
  }

  /** The wallet loses its connection to every chain (EIP-1193 disconnect, 4900). */
  emitDisconnect(): void {
    this.emit('disconnect', new ProviderRpcError(4900, 'The provider is disconnected from all chains.'))
  }

  forgetChain(chainId: number): void {
    this.chains.delete(chainId)
    this.clients.delete(chainId)
  }

  private exposedAccounts(): Address[] {
    if (!this.authorized) return []
    // The selected account first, as wallets report it.
    return [this.address, ...this.accounts.filter((_, i) => i !== this.selected).map((a) => a.address)]
  }

  private client(chainId = this.chainId): PublicClient {
    let client = this.clients.get(chainId)
    if (!client) {
      const chain = this.chains.get(chainId)
      if (!chain) throw unrecognizedChain(numberToHex(chainId))
      client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
      this.clients.set(chainId, client)
    }
    return client
  }

  private behaviourFor(method: string): EvmWalletBehaviour {
    return (
      this.behaviours.get(method) ?? (CONSENT_METHODS.has(method) ? this.behaviours.get('*') : undefined) ?? 'approve'
    )
  }

  async request(request: EvmRequest): Promise<unknown> {
    this.requests.push(request)
    const behaviour = this.behaviourFor(request.method)
    if (behaviour === 'reject') throw userRejected()
    if (behaviour === 'hang') {
      return new Promise((_, reject) => {
        this.hanging.add(() => reject(userRejected()))
      })
    }
    if (behaviour === 'garbage') return GARBAGE_ANSWERS[request.method] ?? DEFAULT_GARBAGE
    if (typeof behaviour === 'object' && 'result' in behaviour) return behaviour.result
    if (typeof behaviour === 'object') throw new ProviderRpcError(behaviour.error.code, behaviour.error.message)
    return this.answer(request.method, Array.isArray(request.params) ? request.params : [])
  }

  private requireAuthorized(): void {
    if (!this.authorized) throw unauthorized()
  }

  private accountFor(address: unknown): PrivateKeyAccount {
    this.requireAuthorized()
    const account = this.accounts.find(
      (a) => typeof address === 'string' && isAddressEqual(a.address, address as Address),
    )
    if (!account) throw unauthorized()
    return account
  }

  private async answer(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts': {
        const first = !this.authorized
        this.authorized = true
        if (first) this.emit('connect', { chainId: numberToHex(this.chainId) })
        return this.exposedAccounts()
      }
      case 'eth_accounts':
        return this.exposedAccounts()
      case 'eth_chainId':
        return numberToHex(this.chainId)
      case 'net_version':
        return String(this.chainId)
      case 'wallet_switchEthereumChain': {
        const target = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!Number.isSafeInteger(target)) throw invalidParams('wallet_switchEthereumChain needs { chainId }')
        if (!this.chains.has(target)) throw unrecognizedChain(numberToHex(target))
        if (target !== this.chainId) this.selectChain(target)
        return null
      }
      case 'wallet_addEthereumChain': {
        const p = params[0] as { chainId?: string; rpcUrls?: string[]; chainName?: string } | undefined
        const chainId = Number(p?.chainId)
        const rpcUrl = p?.rpcUrls?.[0]
        if (!Number.isSafeInteger(chainId) || !rpcUrl)
          throw invalidParams('wallet_addEthereumChain needs chainId and rpcUrls')
        this.chains.set(chainId, { chainId, rpcUrl, ...(p?.chainName ? { name: p.chainName } : {}) })
        // Wallets switch to a chain they have just added.
        if (chainId !== this.chainId) this.selectChain(chainId)
        return null
      }
      case 'personal_sign': {
        const [message, address] = params as [Hex, Address]
        return this.accountFor(address).signMessage({ message: { raw: message } })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = params as [Address, string | Record<string, unknown>]
        const typed = typeof data === 'string' ? JSON.parse(data) : data
        const { EIP712Domain: _domain, ...types } = typed.types ?? {}
        return this.accountFor(address).signTypedData({
          domain: typed.domain,
          types,
          primaryType: typed.primaryType,
          message: typed.message,
        })
      }
      case 'eth_sendTransaction':
        return this.sendTransaction(params[0] as Record<string, Hex | undefined>)
      case 'wallet_getCapabilities':
        return this.atomic ? this.atomicCapabilities() : {}
      case 'wallet_sendCalls':
        if (this.eip5792) return this.sendCalls(params[0] as CallBundle | undefined)
        return this.client().request({ method: method as 'eth_blockNumber', params: params as never })
      case 'wallet_getCallsStatus':
        if (this.eip5792) return this.callsStatus(params[0])
        return this.client().request({ method: method as 'eth_blockNumber', params: params as never })
      default:
        return this.client().request({ method: method as 'eth_blockNumber', params: params as never })
    }
  }

  private atomicCapabilities(): Record<Hex, { atomic: { status: 'supported' } }> {
    return Object.fromEntries(
      [...this.chains.keys()].map((chainId) => [numberToHex(chainId), { atomic: { status: 'supported' } }]),
    )
  }

  /** EIP-5792: each call becomes a real transaction from the bundle's account, one after the other. */
  private async sendCalls(bundle: CallBundle | undefined): Promise<{ id: string }> {
    if (!bundle || !Array.isArray(bundle.calls) || bundle.calls.length === 0) {
      throw invalidParams('wallet_sendCalls needs { calls }')
    }
    const from = bundle.from ?? this.address
    this.accountFor(from)
    if (bundle.chainId !== undefined && Number(bundle.chainId) !== this.chainId) {
      throw unrecognizedChain(String(bundle.chainId))
    }
    const hashes: Hex[] = []
    for (const call of bundle.calls) {
      hashes.push(await this.sendTransaction({ from, to: call.to, value: call.value, data: call.data }))
    }
    const id = numberToHex(this.bundles.size + 1, { size: 32 })
    this.bundles.set(id, { chainId: this.chainId, hashes })
    return { id }
  }

  /** EIP-5792 status: 100 while a receipt is missing, 200 when every call succeeded, 500 when one reverted. */
  private async callsStatus(id: unknown): Promise<Record<string, unknown>> {
    const bundle = typeof id === 'string' ? this.bundles.get(id) : undefined
    if (!bundle) throw new ProviderRpcError(5730, 'Unknown bundle id')
    const client = this.client(bundle.chainId)
    const receipts = await Promise.all(
      bundle.hashes.map((hash) =>
        client.request({ method: 'eth_getTransactionReceipt', params: [hash] }).catch(() => null),
      ),
    )
    const mined = receipts.filter((r) => r !== null)
    const status = mined.length < receipts.length ? 100 : mined.every((r) => r.status === '0x1') ? 200 : 500
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(bundle.chainId),
      atomic: this.atomic,
      status,
      receipts: mined.map((r) => ({
        logs: r.logs,
        status: r.status,
        blockHash: r.blockHash,
        blockNumber: r.blockNumber,
        gasUsed: r.gasUsed,
        transactionHash: r.transactionHash,
      })),
    }
  }

  private async sendTransaction(tx: Record<string, Hex | undefined>): Promise<Hex> {
    if (!tx) throw invalidParams('eth_sendTransaction needs a transaction')
    const account = this.accountFor(tx.from ?? this.address)
    const client = this.client()
    const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
    const base = {
      chainId: this.chainId,
      nonce,
      to: tx.to as Address | undefined,
      value: tx.value ? BigInt(tx.value) : 0n,
      data: tx.data ?? tx.input,
    }
    const gas = tx.gas
      ? BigInt(tx.gas)
      : await client.estimateGas({ account: account.address, to: base.to ?? null, value: base.value, data: base.data })
    const legacy = tx.gasPrice !== undefined || tx.type === '0x0'
    const serializable: TransactionSerializable = legacy
      ? { ...base, gas, type: 'legacy', gasPrice: tx.gasPrice ? BigInt(tx.gasPrice) : await client.getGasPrice() }
      : {
          ...base,
          gas,
          type: 'eip1559',
          ...(await client.estimateFeesPerGas({ chain: { id: this.chainId } as Chain })),
          ...(tx.maxFeePerGas ? { maxFeePerGas: BigInt(tx.maxFeePerGas) } : {}),
          ...(tx.maxPriorityFeePerGas ? { maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas) } : {}),
        }
    const raw = await account.signTransaction(serializable)
    return client.request({ method: 'eth_sendRawTransaction', params: [raw] })
  }
}
