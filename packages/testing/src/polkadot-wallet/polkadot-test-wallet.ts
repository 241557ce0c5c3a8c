import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import type { WalletBehaviour } from '../evm-wallet/behaviour'

export interface PolkadotTestWalletOptions {
  /** Secret URIs of the accounts (a mnemonic, or dev URIs like '//Alice'); the first is listed first. */
  uris?: string[]
  /** SS58 prefix of the addresses the wallet reports (0 Polkadot, 42 generic). */
  ss58Format?: number
  /** The site was approved before (a reload): enable answers without a prompt. */
  preAuthorized?: boolean
}

export interface PolkadotRequest {
  method: string
  params?: unknown
}

export interface InjectedAccountInfo {
  address: string
  name: string
  type: 'sr25519'
}

export type PolkadotWalletEvent = 'accounts' | 'vanish'
type Listener = (payload: unknown) => void

/** What polkadot-js style extensions throw when the user says no: a plain Error, no code. */
export const CANCELLED = 'Cancelled'

export const POLKADOT_GARBAGE: Record<string, unknown> = {
  enable: 'yes please',
  'accounts.get': [{ address: 'not-an-ss58-address', name: 7 }],
  signRaw: { id: 1, signature: '0x1234' },
}

/**
 * A polkadot{.js}-style extension with a real sr25519 keyring. `signRaw` signs the `<Bytes>…</Bytes>`-wrapped data
 * as extensions do, so signatures verify with @polkadot/util-crypto. Scriptable per method like the EVM wallet;
 * inject with `injectPolkadotWallet`. Call `PolkadotTestWallet.create` (the keyring needs the crypto WASM ready).
 */
export class PolkadotTestWallet {
  readonly pairs: KeyringPair[]
  private authorized: boolean
  private gone = false
  private shown: string[] | undefined
  private nextId = 0
  private readonly behaviours = new Map<string, WalletBehaviour>()
  private readonly listeners = new Map<string, Set<Listener>>()
  private readonly hanging = new Set<(error: Error) => void>()
  readonly requests: PolkadotRequest[] = []
  /** Origins (app names) that enabled the extension, in order. */
  readonly origins: string[] = []

  private constructor(pairs: KeyringPair[], authorized: boolean) {
    this.pairs = pairs
    this.authorized = authorized
  }

  static async create(options: PolkadotTestWalletOptions = {}): Promise<PolkadotTestWallet> {
    await cryptoWaitReady()
    const keyring = new Keyring({ type: 'sr25519', ss58Format: options.ss58Format ?? 0 })
    const uris = options.uris ?? ['//Alice', '//Bob']
    return new PolkadotTestWallet(
      uris.map((uri, i) => keyring.addFromUri(uri, { name: `Test ${i + 1}` })),
      options.preAuthorized ?? false,
    )
  }

  /** The accounts the extension shows this site, in its order. */
  get accounts(): InjectedAccountInfo[] {
    const all = this.pairs.map((p) => ({ address: p.address, name: String(p.meta.name), type: 'sr25519' as const }))
    const shown = this.shown
    if (!shown) return all
    return shown.flatMap((address) => all.filter((a) => a.address === address))
  }

  get isAuthorized(): boolean {
    return this.authorized
  }

  setBehaviour(method: string | '*', behaviour: WalletBehaviour): void {
    this.behaviours.set(method, behaviour)
  }

  on(event: PolkadotWalletEvent, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set()
    this.listeners.set(event, set)
    set.add(listener)
    return () => set.delete(listener)
  }

  private emit(event: PolkadotWalletEvent, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload)
  }

  /** The user reorders or removes accounts inside the extension; subscribers hear the new list. */
  walletShowsAccounts(addresses: string[]): void {
    this.shown = [...addresses]
    this.emit('accounts', this.accounts)
  }

  /** The extension is removed or disabled: pending requests fail, the page loses window.injectedWeb3[name]. */
  vanish(): void {
    this.gone = true
    for (const reject of this.hanging) reject(new Error('Extension is no longer available'))
    this.hanging.clear()
    this.emit('vanish', null)
  }

  async request(request: PolkadotRequest): Promise<unknown> {
    this.requests.push(request)
    if (this.gone) throw new Error('Extension is no longer available')
    const behaviour = this.behaviours.get(request.method) ?? this.behaviours.get('*') ?? 'approve'
    const prompts = request.method === 'signRaw' || (request.method === 'enable' && !this.authorized)
    if (prompts || request.method === 'accounts.get') {
      if (behaviour === 'reject') throw new Error(request.method === 'enable' ? 'Rejected' : CANCELLED)
      if (typeof behaviour === 'object' && 'error' in behaviour) throw new Error(behaviour.error.message)
      if (behaviour === 'garbage') return POLKADOT_GARBAGE[request.method]
      if (behaviour === 'hang') return new Promise((_, reject) => this.hanging.add(reject))
    }
    const params = (request.params ?? {}) as Record<string, unknown>
    switch (request.method) {
      case 'enable':
        this.authorized = true
        this.origins.push(String(params.origin))
        return true
      case 'accounts.get':
        if (!this.authorized) throw new Error('Not authorized')
        return this.accounts
      case 'signRaw':
        return this.signRaw(params)
      default:
        throw new Error(`Unknown method ${request.method}`)
    }
  }

  private signRaw(params: Record<string, unknown>) {
    if (!this.authorized) throw new Error('Not authorized')
    const pair = this.pairs.find((p) => p.address === params.address)
    if (!pair) throw new Error(`Unknown account ${String(params.address)}`)
    if (!isHex(params.data)) throw new Error('data must be hex')
    this.nextId += 1
    return { id: this.nextId, signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(params.data)))) }
  }
}
