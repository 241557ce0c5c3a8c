import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { Address, Hex } from 'viem'
import { DEV_ACCOUNTS } from '../anvil'
import { EvmTestWallet, type EvmWalletChain } from '../evm-wallet'
import { WcBitcoinAccount, type WcBitcoinOptions } from './bitcoin-account'
import { MemoryKeyValueStorage } from './memory-storage'
import { approvedNamespaces, caipAccounts } from './namespaces'
import { SessionAuthenticator } from './session-authenticate'
import { WcSolanaAccount, type WcSolanaOptions } from './solana-account'

export type ProposalBehaviour = 'approve' | 'reject' | 'manual'

export interface WcTestWalletOptions {
  /** The local relay (`urls.relay` of the dev stack, or `startRelay().url`). */
  relayUrl: string
  /** The chains the wallet signs for, with their RPC URLs (the dev stack's anvil chains). */
  chains: EvmWalletChain[]
  /** Real private keys (default: dev account 0). The first is the selected account. */
  privateKeys?: Hex[]
  /** What the wallet does with a session proposal (default 'approve'). 'manual' waits for approve()/reject(). */
  proposals?: ProposalBehaviour
  /** Keeps keys, pairings and sessions; pass the previous wallet's `storage` (and prefix) to model a restart. */
  storage?: MemoryKeyValueStorage
  storagePrefix?: string
  /** Shown to the dapp. */
  metadata?: WalletKitTypes.Metadata
  /** Any string works with the local relay, which does not check project ids. */
  projectId?: string
  /** WalletConnect's pino level (default 'error'). */
  logLevel?: string
  /** A solana account too (real ed25519 key): proposals asking for solana get it in the same session. */
  solana?: WcSolanaOptions
  /** A Bitcoin account too (real BIP-84 key): proposals asking for bip122 get it in the same session. */
  bitcoin?: WcBitcoinOptions
}

export interface HandledRequest {
  topic: string
  chainId: string
  method: string
  params: unknown
  result?: unknown
  error?: { code: number; message: string }
}

type Proposal = WalletKitTypes.SessionProposal
type WalletKitClient = Awaited<ReturnType<typeof WalletKit.init>>

let instances = 0

/**
 * A wallet built on @reown/walletkit, the real wallet SDK, talking to the local relay. It pairs by URI, approves or
 * rejects eip155 proposals, answers personal_sign, eth_signTypedData_v4 and eth_sendTransaction by signing with
 * real keys against the local chains (through EvmTestWallet), and can delete the session, switch chain and change
 * accounts as a user would in a wallet app. Nothing leaves this machine: see the README for how verify and telemetry
 * are kept off.
 */
export class WcTestWallet {
  readonly storage: MemoryKeyValueStorage
  readonly storagePrefix: string
  /** Signs and sends; script its answers with `signer.setBehaviour(method, 'reject')`. */
  readonly signer: EvmTestWallet
  /** Every session request the wallet answered, in order. */
  readonly requests: HandledRequest[] = []
  /** Proposals seen, in order. */
  readonly proposals: Proposal[] = []
  /** One-click sign-in: `wc_sessionAuthenticate` requests, answered with CACAOs like proposals (approve/reject). */
  readonly authenticator: SessionAuthenticator
  private readonly waiters = new Set<() => void>()
  private closed = false
  private proposalBehaviour: ProposalBehaviour

  private constructor(
    readonly kit: WalletKitClient,
    private readonly core: InstanceType<typeof Core>,
    private readonly options: WcTestWalletOptions,
    storage: MemoryKeyValueStorage,
    storagePrefix: string,
    signer: EvmTestWallet,
  ) {
    this.storage = storage
    this.storagePrefix = storagePrefix
    this.signer = signer
    this.proposalBehaviour = options.proposals ?? 'approve'
    kit.on('session_proposal', (proposal: Proposal) => void this.onProposal(proposal))
    kit.on('session_request', (event: WalletKitTypes.SessionRequest) => void this.onRequest(event))
    kit.on('session_delete', () => this.wake())
    const chainIds = () => this.chainIds()
    this.authenticator = new SessionAuthenticator(
      kit,
      signer,
      chainIds,
      () => this.proposalBehaviour,
      () => this.wake(),
    )
  }

  static async create(options: WcTestWalletOptions): Promise<WcTestWallet> {
    const storage = options.storage ?? new MemoryKeyValueStorage()
    // The core registers itself globally under its storage prefix and a later Core with that prefix reuses it, so
    // each wallet gets its own prefix unless it is resuming an earlier one's storage.
    const storagePrefix = options.storagePrefix ?? `portico-wc-wallet-${process.pid}-${++instances}`
    const core = new Core({
      relayUrl: options.relayUrl,
      projectId: options.projectId ?? 'portico-local',
      customStoragePrefix: storagePrefix,
      storage,
      // Supported switch: the core's event client queues nothing and sends nothing.
      telemetryEnabled: false,
      logger: options.logLevel ?? 'error',
    })
    // WalletKit's engine calls eventClient.init() after start, which posts one INIT event to the hosted telemetry
    // endpoint whatever telemetryEnabled says (only a vitest run skips it). The local wallet never sends it.
    core.eventClient.init = async () => {}
    // The verify service is hosted; a message without an attestation makes the SDK fetch one from it. The local relay
    // marks messages as carrying none (''), which the SDK skips, and this wallet never asks: the dapp's origin is
    // reported as UNKNOWN, as a wallet offline would.
    // (The SDK's own "nothing to report" answer is undefined, which its type does not spell.)
    core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
    const privateKeys = options.privateKeys ?? [DEV_ACCOUNTS[0]?.privateKey as Hex]
    const signer = new EvmTestWallet({ privateKeys, chains: options.chains, preAuthorized: true })
    const kit = await WalletKit.init({
      core,
      metadata: options.metadata ?? {
        name: 'Portico Test Wallet',
        description: 'WalletKit test wallet over the local relay',
        url: 'http://127.0.0.1',
        icons: [],
      },
    })
    return new WcTestWallet(kit, core, options, storage, storagePrefix, signer)
  }

  /** Changes what the wallet does with the next proposals. */
  setProposalBehaviour(behaviour: ProposalBehaviour): void {
    this.proposalBehaviour = behaviour
  }

  get proposalMode(): ProposalBehaviour {
    return this.proposalBehaviour
  }

  get address(): Address {
    return this.signer.address
  }

  get chainId(): number {
    return this.signer.currentChainId
  }

  /** The solana account, when `options.solana` gave one. */
  get solana(): WcSolanaAccount | undefined {
    if (!this.options.solana) return undefined
    this.solanaAccount ??= new WcSolanaAccount(this.options.solana)
    return this.solanaAccount
  }
  private solanaAccount?: WcSolanaAccount

  /** The Bitcoin account, when `options.bitcoin` gave one. */
  get bitcoin(): WcBitcoinAccount | undefined {
    if (!this.options.bitcoin) return undefined
    this.bitcoinAccount ??= new WcBitcoinAccount(this.options.bitcoin)
    return this.bitcoinAccount
  }
  private bitcoinAccount?: WcBitcoinAccount

  /** Active sessions, newest last. */
  sessions(): SessionTypes.Struct[] {
    return Object.values(this.kit.getActiveSessions())
  }

  /** Pairs with a dapp's `wc:` URI (what the QR code holds). */
  async pair(uri: string): Promise<void> {
    await this.kit.pair({ uri })
  }

  /** Approves a pending proposal (the latest by default) for the wallet's eip155 chains and accounts. */
  async approve(proposal: Proposal | undefined = this.proposals.at(-1)): Promise<SessionTypes.Struct> {
    if (!proposal) throw new Error('no session proposal to approve')
    const chainIds = this.chainIds()
    const addresses = this.exposedAddresses()
    let namespaces: SessionTypes.Namespaces
    try {
      const others: Record<string, SessionTypes.BaseNamespace> = {
        ...(this.solana ? { solana: this.solana.supportedNamespace() } : {}),
        ...(this.bitcoin ? { bip122: this.bitcoin.supportedNamespace() } : {}),
      }
      namespaces = approvedNamespaces(proposal.params, chainIds, addresses, others)
    } catch (error) {
      await this.reject(proposal, 'UNSUPPORTED_NAMESPACE_KEY')
      throw error
    }
    const session = await this.kit.approveSession({ id: proposal.id, namespaces })
    this.wake()
    return session
  }

  /** Rejects a pending proposal (the latest by default), as a user pressing "Cancel". */
  async reject(
    proposal: Proposal | undefined = this.proposals.at(-1),
    reason: 'USER_REJECTED' | 'UNSUPPORTED_NAMESPACE_KEY' = 'USER_REJECTED',
  ): Promise<void> {
    if (!proposal) throw new Error('no session proposal to reject')
    await this.kit.rejectSession({ id: proposal.id, reason: getSdkError(reason) })
    this.wake()
  }

  /** Deletes a session from the wallet's side (the latest by default); the dapp receives session_delete. */
  async disconnect(topic: string | undefined = this.sessions().at(-1)?.topic): Promise<void> {
    if (!topic) throw new Error('no session to disconnect')
    await this.kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    this.wake()
  }

  /**
   * The user switches chain in the wallet: the session gains the chain if it lacked it (session update), then
   * every session gets chainChanged.
   */
  async switchChain(chainId: number): Promise<void> {
    this.signer.selectChain(chainId)
    for (const session of this.sessions()) {
      const chain = `eip155:${chainId}`
      const eip155 = session.namespaces.eip155
      if (!eip155) continue
      if (!eip155.accounts.some((account) => account.startsWith(`${chain}:`))) {
        const chains = [...new Set([...(eip155.chains ?? []), chain])]
        await this.update(session.topic, { ...eip155, chains, accounts: this.accountsFor(chains) })
      }
      await this.kit.emitSessionEvent({
        topic: session.topic,
        event: { name: 'chainChanged', data: chainId },
        chainId: chain,
      })
    }
  }

  /**
   * The user picks other accounts (by index into the wallet's keys; the first is selected): the sessions are
   * updated with them and get accountsChanged.
   */
  async changeAccounts(indexes: number[]): Promise<void> {
    const [first] = indexes
    if (first === undefined) throw new Error('changeAccounts needs at least one account')
    this.signer.selectAccount(first)
    const addresses = indexes.map((index) => {
      const account = this.signer.accounts[index]
      if (!account) throw new Error(`no account ${index}`)
      return account.address
    })
    for (const session of this.sessions()) {
      const eip155 = session.namespaces.eip155
      if (!eip155) continue
      const chains = eip155.chains ?? [...new Set(eip155.accounts.map((a) => a.split(':').slice(0, 2).join(':')))]
      const accounts = chains.flatMap((chain) => addresses.map((address) => `${chain}:${address}`))
      await this.update(session.topic, { ...eip155, chains, accounts })
      await this.kit.emitSessionEvent({
        topic: session.topic,
        event: { name: 'accountsChanged', data: addresses },
        chainId: `eip155:${this.chainId}`,
      })
    }
  }

  /** Resolves once `check` holds, re-checked whenever the wallet sees a proposal, request or session change. */
  async waitFor<T>(check: () => T | undefined | false, timeoutMs = 10_000, label = 'wallet condition'): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const value = check()
      if (value) return value
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`timed out after ${timeoutMs} ms waiting for ${label}`)
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer)
          this.waiters.delete(wake)
          resolve()
        }
        // Also re-check now and then: some changes (a session settled by the SDK) raise no event of ours.
        const timer = setTimeout(wake, Math.min(left, 50))
        this.waiters.add(wake)
      })
    }
  }

  waitForProposal(timeoutMs?: number): Promise<Proposal> {
    const seen = this.proposals.length
    return this.waitFor(() => this.proposals[seen] ?? this.proposals.at(-1), timeoutMs, 'a session proposal')
  }

  waitForRequest(method: string, timeoutMs?: number): Promise<HandledRequest> {
    return this.waitFor(
      () => this.requests.find((r) => r.method === method && ('result' in r || 'error' in r)),
      timeoutMs,
      `a ${method} request`,
    )
  }

  /** Closes the relay socket and the SDK's timers; the storage stays for a later `create`. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    await this.core.relayer.transportClose().catch(() => {})
    this.core.heartbeat.stop()
    // Let a later wallet with this prefix (a "restart") build a fresh core instead of reusing this closed one.
    Reflect.deleteProperty(globalThis, `_walletConnectCore_${this.storagePrefix}`)
    Reflect.deleteProperty(globalThis, `_walletConnectCore_${this.storagePrefix}_count`)
    this.wake()
  }

  private chainIds(): number[] {
    return this.options.chains.map((chain) => chain.chainId)
  }

  private exposedAddresses(): Address[] {
    // The selected account first, as wallets report it.
    const selected = this.signer.address
    return [selected, ...this.signer.accounts.map((a) => a.address).filter((a) => a !== selected)]
  }

  private accountsFor(chains: string[]): string[] {
    const chainIds = chains.map((chain) => Number(chain.split(':')[1]))
    return caipAccounts(chainIds, this.exposedAddresses())
  }

  private async update(topic: string, eip155: SessionTypes.Namespace): Promise<void> {
    const session = this.kit.getActiveSessions()[topic]
    if (!session) return
    const { acknowledged } = await this.kit.updateSession({ topic, namespaces: { ...session.namespaces, eip155 } })
    await acknowledged()
  }

  private wake(): void {
    for (const wake of [...this.waiters]) wake()
  }

  private async onProposal(proposal: Proposal): Promise<void> {
    this.proposals.push(proposal)
    this.wake()
    const behaviour = this.proposalBehaviour
    if (behaviour === 'manual') return
    try {
      if (behaviour === 'approve') await this.approve(proposal)
      else await this.reject(proposal)
    } catch (error) {
      this.core.logger.error(error)
    }
  }

  private async onRequest(event: WalletKitTypes.SessionRequest): Promise<void> {
    const { topic, id } = event
    const { request, chainId } = event.params
    const handled: HandledRequest = { topic, chainId, method: request.method, params: request.params }
    this.requests.push(handled)
    let response:
      | { id: number; jsonrpc: '2.0'; result: unknown }
      | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }
    try {
      const result = this.solana?.handles(request.method)
        ? await this.solana.request(request.method, request.params)
        : this.bitcoin?.handles(chainId)
          ? await this.bitcoin.request(request.method, request.params)
          : await this.evmRequest(chainId, request.method, request.params)
      handled.result = result
      response = { id, jsonrpc: '2.0', result }
      if (request.method === 'wallet_switchEthereumChain') void this.announceChain(topic)
    } catch (error) {
      const code = typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -32603
      handled.error = { code, message: (error as Error).message }
      response = { id, jsonrpc: '2.0', error: handled.error }
    }
    await this.kit.respondSessionRequest({ topic, response })
    this.wake()
  }

  private evmRequest(chainId: string, method: string, params: unknown): Promise<unknown> {
    const target = Number(chainId.split(':')[1])
    // The request names its chain; the signer sends on that one.
    if (Number.isSafeInteger(target) && target !== this.signer.currentChainId) this.signer.selectChain(target)
    return this.signer.request({ method, params } as Parameters<EvmTestWallet['request']>[0])
  }

  private async announceChain(topic: string): Promise<void> {
    await this.kit
      .emitSessionEvent({
        topic,
        event: { name: 'chainChanged', data: this.chainId },
        chainId: `eip155:${this.chainId}`,
      })
      .catch((error: unknown) => this.core.logger.error(error))
  }
}
