import { address as btcAddress, Psbt, Transaction } from 'bitcoinjs-lib'
import { DEFAULT_GARBAGE, type WalletBehaviour } from '../evm-wallet/behaviour'
import { ProviderRpcError } from '../evm-wallet/provider-error'
import { BTC_NETWORKS, type BtcKey, type BtcNetworkName, deriveKeys } from './keys'
import { signBip322Simple, signLegacy } from './message'
import { signPsbtInputs } from './signer'

/** An unspent output the wallet owns. There is no Bitcoin node here: tests hand UTXOs to the wallet. */
export interface Utxo {
  txid: string
  vout: number
  value: bigint
  address: string
}

/** What the wallet reports for an account (sats-connect shape, purpose 'ordinals' as sats-connect spells it). */
export interface BtcWalletAccount {
  address: string
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
  path: string
}

export interface BtcTestWalletOptions {
  /** BIP-32 seed (16–64 bytes, hex). Same seed, same addresses. */
  seed: string
  network?: BtcNetworkName
  /** Accounts are exposed without a prompt (as after an earlier approval): models a reload. */
  preAuthorized?: boolean
  /** sat/vB used by sendTransfer. */
  feeRate?: number
}

export interface BtcRequest {
  method: string
  params?: unknown
}

export type BtcWalletEvent = 'accountChange' | 'networkChange' | 'disconnect'
type Listener = (payload: unknown) => void

const CONSENT = new Set(['getAccounts', 'signMessage', 'signPsbt', 'sendTransfer', 'wallet_changeNetwork'])
export const BTC_GARBAGE: Record<string, unknown> = {
  getAccounts: [{ address: 42, purpose: 'payment' }],
  wallet_getAccount: 'nope',
  signMessage: { signature: 'not base64 at all!' },
  signPsbt: { psbt: 'cHNidP8garbage' },
  sendTransfer: { txid: 'xyz' },
  getBalance: { total: 'lots' },
}
const NETWORK_NAMES: Record<string, BtcNetworkName> = { Mainnet: 'mainnet', Testnet: 'testnet', Regtest: 'regtest' }
const DUST = 546n

const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

/**
 * A sats-connect-style Bitcoin wallet with real keys (BIP-84 payment, BIP-86 ordinal). It signs messages (BIP-322
 * simple, legacy ECDSA) and real PSBTs over the UTXOs a test gives it; "broadcast" transactions are kept in
 * `broadcasts` because no Bitcoin node exists on this machine. Inject into a page with `injectBtcWallet`.
 */
export class BtcTestWallet {
  private keys: BtcKey[]
  private networkName: BtcNetworkName
  private authorized: boolean
  private gone = false
  private readonly seed: Uint8Array
  private readonly behaviours = new Map<string, WalletBehaviour>()
  private readonly listeners = new Map<string, Set<Listener>>()
  private readonly hanging = new Set<(error: Error) => void>()
  private readonly feeRate: bigint
  readonly requests: BtcRequest[] = []
  readonly utxos: Utxo[] = []
  /** Raw hex of every transaction the wallet "broadcast". */
  readonly broadcasts: string[] = []

  constructor(options: BtcTestWalletOptions) {
    this.seed = Uint8Array.from(Buffer.from(options.seed, 'hex'))
    this.networkName = options.network ?? 'regtest'
    this.keys = deriveKeys(this.seed, this.networkName)
    this.authorized = options.preAuthorized ?? false
    this.feeRate = BigInt(options.feeRate ?? 2)
  }

  get network(): BtcNetworkName {
    return this.networkName
  }

  get accounts(): BtcWalletAccount[] {
    return this.keys.map((k) => ({
      address: k.address,
      publicKey: k.publicKey,
      purpose: k.purpose === 'payment' ? 'payment' : 'ordinals',
      addressType: k.addressType,
      path: k.path,
    }))
  }

  get isAuthorized(): boolean {
    return this.authorized
  }

  setBehaviour(method: string | '*', behaviour: WalletBehaviour): void {
    this.behaviours.set(method, behaviour)
  }

  on(event: BtcWalletEvent, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set()
    this.listeners.set(event, set)
    set.add(listener)
    return () => set.delete(listener)
  }

  private emit(event: BtcWalletEvent, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload)
  }

  /** Gives the wallet a UTXO paid by a real (unbroadcast) funding transaction; returns it. */
  receive(value: bigint, purpose: 'payment' | 'ordinal' = 'payment'): Utxo {
    const key = this.key(purpose)
    const funding = new Transaction()
    funding.addInput(Uint8Array.from(Buffer.from(`${this.utxos.length + 1}`.padStart(64, 'f'), 'hex')), 0)
    funding.addOutput(key.output, value)
    const utxo = { txid: funding.getId(), vout: 0, value, address: key.address }
    this.utxos.push(utxo)
    return utxo
  }

  /** The user approves inside the wallet UI that the page may see its accounts again (or revokes it). */
  setAuthorized(value: boolean): void {
    this.authorized = value
  }

  /** The user switches accounts in the wallet: the order changes and the page is told. */
  walletSwitchesToOrdinalFirst(): void {
    this.keys = [...this.keys].reverse()
    this.emit('accountChange', this.accounts)
  }

  walletDisconnects(): void {
    this.authorized = false
    this.emit('disconnect', null)
  }

  /** The extension goes away: pending requests fail and every later one fails. */
  vanish(): void {
    this.gone = true
    for (const reject of this.hanging) reject(new ProviderRpcError(4900, 'The wallet is no longer available.'))
    this.hanging.clear()
  }

  private key(purpose: 'payment' | 'ordinal'): BtcKey {
    const key = this.keys.find((k) => k.purpose === purpose)
    if (!key) throw new Error(`no ${purpose} key`)
    return key
  }

  private keyOf(address: unknown): BtcKey {
    const key = this.keys.find((k) => k.address === address)
    if (!key) throw invalidParams(`address ${String(address)} is not in this wallet`)
    return key
  }

  async request(request: BtcRequest): Promise<unknown> {
    this.requests.push(request)
    if (this.gone) throw new ProviderRpcError(4900, 'The wallet is no longer available.')
    const behaviour = this.behaviours.get(request.method) ?? this.behaviours.get('*') ?? 'approve'
    const needsConsent = CONSENT.has(request.method)
    if (needsConsent || request.method === 'wallet_getAccount') {
      if (behaviour === 'reject') throw userRejected()
      if (typeof behaviour === 'object' && 'error' in behaviour) {
        throw new ProviderRpcError(behaviour.error.code, behaviour.error.message)
      }
      if (behaviour === 'garbage') return BTC_GARBAGE[request.method] ?? DEFAULT_GARBAGE
      if (behaviour === 'hang') {
        return new Promise((_, reject) => {
          this.hanging.add(reject)
        })
      }
    }
    if (needsConsent && request.method !== 'getAccounts' && !this.authorized) {
      throw new ProviderRpcError(4100, 'The site is not connected to this wallet.')
    }
    return this.answer(request)
  }

  private params(request: BtcRequest): Record<string, unknown> {
    const p = request.params
    return typeof p === 'object' && p !== null ? (p as Record<string, unknown>) : {}
  }

  private answer(request: BtcRequest): unknown {
    const params = this.params(request)
    switch (request.method) {
      case 'getAccounts':
        this.authorized = true
        return this.accounts
      case 'wallet_getAccount':
        if (!this.authorized) throw new ProviderRpcError(4100, 'The site is not connected to this wallet.')
        return this.accounts
      case 'wallet_disconnect':
      case 'wallet_renouncePermissions':
        this.authorized = false
        return null
      case 'wallet_getNetwork':
        return { bitcoin: { name: Object.keys(NETWORK_NAMES).find((n) => NETWORK_NAMES[n] === this.networkName) } }
      case 'wallet_changeNetwork': {
        const name = NETWORK_NAMES[String(params.name)]
        if (!name) throw invalidParams(`unknown network ${String(params.name)}`)
        this.networkName = name
        this.keys = deriveKeys(this.seed, name)
        this.utxos.length = 0
        this.emit('networkChange', { bitcoin: { name: params.name } })
        this.emit('accountChange', this.accounts)
        return null
      }
      case 'getBalance': {
        const total = this.utxos
          .filter((u) => u.address === this.key('payment').address)
          .reduce((s, u) => s + u.value, 0n)
        return { confirmed: total.toString(), unconfirmed: '0', total: total.toString() }
      }
      case 'signMessage':
        return this.signMessage(params)
      case 'signPsbt':
        return this.signPsbt(params)
      case 'sendTransfer':
        return this.sendTransfer(params)
      default:
        throw new ProviderRpcError(-32601, `Method not found: ${request.method}`)
    }
  }

  private signMessage(params: Record<string, unknown>) {
    const key = this.keyOf(params.address)
    if (typeof params.message !== 'string') throw invalidParams('message must be a string')
    const protocol = params.protocol === 'ECDSA' ? 'ECDSA' : 'BIP322'
    const signature = protocol === 'ECDSA' ? signLegacy(key, params.message) : signBip322Simple(key, params.message)
    return { signature, address: key.address, protocol }
  }

  private signPsbt(params: Record<string, unknown>) {
    if (typeof params.psbt !== 'string') throw invalidParams('psbt must be base64')
    let psbt: Psbt
    try {
      psbt = Psbt.fromBase64(params.psbt, { network: BTC_NETWORKS[this.networkName] })
    } catch (error) {
      throw invalidParams(`not a PSBT: ${(error as Error).message}`)
    }
    const signInputs = (params.signInputs ?? {}) as Record<string, unknown>
    const plan = Object.entries(signInputs).map(([address, indexes]) => {
      if (!Array.isArray(indexes) || !indexes.every((i) => Number.isInteger(i))) {
        throw invalidParams('signInputs must map addresses to input indexes')
      }
      return { key: this.keyOf(address), indexes: indexes as number[] }
    })
    try {
      signPsbtInputs(psbt, plan, params.broadcast === true)
    } catch (error) {
      throw invalidParams(`cannot sign: ${(error as Error).message}`)
    }
    if (params.broadcast !== true) return { psbt: psbt.toBase64() }
    const tx = psbt.extractTransaction()
    this.broadcasts.push(tx.toHex())
    return { psbt: psbt.toBase64(), txid: tx.getId() }
  }

  private sendTransfer(params: Record<string, unknown>) {
    const recipients = params.recipients
    if (!Array.isArray(recipients) || recipients.length === 0) throw invalidParams('recipients required')
    const network = BTC_NETWORKS[this.networkName]
    const payment = this.key('payment')
    const psbt = new Psbt({ network })
    let wanted = 0n
    for (const r of recipients as { address?: unknown; amount?: unknown }[]) {
      const amount = BigInt(typeof r.amount === 'number' || typeof r.amount === 'string' ? r.amount : -1)
      if (amount < DUST) throw invalidParams('amount below dust or missing')
      let output: Uint8Array
      try {
        output = btcAddress.toOutputScript(String(r.address), network)
      } catch {
        throw invalidParams(`invalid recipient ${String(r.address)}`)
      }
      psbt.addOutput({ script: output, value: amount })
      wanted += amount
    }
    const spendable = this.utxos.filter((u) => u.address === payment.address)
    const chosen: Utxo[] = []
    let have = 0n
    const fee = (inputs: number) => this.feeRate * BigInt(11 + 68 * inputs + 31 * (recipients.length + 1))
    for (const utxo of spendable) {
      if (have >= wanted + fee(chosen.length)) break
      chosen.push(utxo)
      have += utxo.value
    }
    if (have < wanted + fee(chosen.length)) throw new ProviderRpcError(-32603, 'Insufficient funds')
    for (const utxo of chosen) {
      psbt.addInput({
        hash: utxo.txid,
        index: utxo.vout,
        witnessUtxo: { script: payment.output, value: utxo.value },
      })
    }
    const change = have - wanted - fee(chosen.length)
    if (change >= DUST) psbt.addOutput({ script: payment.output, value: change })
    signPsbtInputs(psbt, [{ key: payment, indexes: chosen.map((_, i) => i) }], true)
    const tx = psbt.extractTransaction()
    this.broadcasts.push(tx.toHex())
    for (const utxo of chosen) this.utxos.splice(this.utxos.indexOf(utxo), 1)
    const txid = tx.getId()
    if (change >= DUST) this.utxos.push({ txid, vout: tx.outs.length - 1, value: change, address: payment.address })
    return { txid }
  }
}
