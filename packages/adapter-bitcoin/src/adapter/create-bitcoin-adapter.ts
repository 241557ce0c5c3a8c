import {
  assertNamespace as assertIn,
  type ChainNamespace,
  type CoreErrorCode,
  PorticoError,
  toPorticoError,
} from '@portico/common'
import {
  type AdapterConnection,
  type AdapterEvents,
  type BitcoinSendTransactionParameters,
  type BitcoinSignTransactionParameters,
  type BitcoinSignTransactionResult,
  type ChainAdapter,
  type Connector,
  createEmitter,
  type SignMessageParams,
} from '@portico/core'
import { esploraBalance, type FetchLike, formatBtc } from '../balance/balance'
import { BITCOIN_WALLET_ERRORS } from '../errors/to-portico-error'
import { BITCOIN_NETWORKS, type BitcoinNetworkName, networkNameOf } from '../networks/networks'
import { isBitcoinAddress } from '../validate/address'
import { toAccounts, toSats, toSignature, toSignedPsbt, toTxid } from '../validate/answers'
import { discoverSatsProviders, satsConnectWallet } from '../wallets/sats-connect'
import type { BitcoinAccount, BitcoinWallet, MessageProtocol, RawAccount, WalletEvent } from '../wallets/types'
import { discoverStandardWallets, walletStandardWallet, watchStandardWallets } from '../wallets/wallet-standard'

const NAMESPACE = 'bip122'

/** §9: the account type a Bitcoin connection starts on. */
export const DEFAULT_ACCOUNT_TYPE = 'payment'

export interface BitcoinAdapterOptions {
  /** Where sats-connect providers are looked up (default globalThis). */
  window?: unknown
  /** Indexer fetch for balances when the wallet cannot tell (default globalThis.fetch). */
  fetch?: FetchLike
}

// The signTransaction and sendTransaction capabilities' parameters (core's CapabilityMap), under this adapter's names.
export interface SignPsbtParams extends BitcoinSignTransactionParameters {
  namespace: ChainNamespace
  connectorId?: string
}

export interface SendTransferParams extends BitcoinSendTransactionParameters {
  namespace: ChainNamespace
  connectorId?: string
}

export interface BitcoinAdapter extends ChainAdapter<'bip122'> {
  signMessage(params: SignMessageParams & { protocol?: MessageProtocol }): Promise<string>
  /** Sign a PSBT over the connection's addresses; returns the signed PSBT (and the txid when broadcast). */
  signPsbt(params: SignPsbtParams): Promise<BitcoinSignTransactionResult>
  /** Send sats built and broadcast by the wallet; returns the txid. */
  sendTransfer(params: SendTransferParams): Promise<string>
  /** Stops watching for wallets and wallet events. */
  destroy(): void
}

interface Live {
  wallet: BitcoinWallet
  accounts: BitcoinAccount[]
  network: BitcoinNetworkName
  stop: () => void
}

const assertNamespace = (namespace: ChainNamespace): void => assertIn(namespace, NAMESPACE)

export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const win = options.window ?? globalThis
  const emitter = createEmitter<AdapterEvents>()
  const live = new Map<string, Live>()

  const wallets = (): BitcoinWallet[] => [
    ...discoverSatsProviders(win).map((info) => satsConnectWallet(info, win)),
    ...discoverStandardWallets().map(walletStandardWallet),
  ]
  const toConnector = (wallet: BitcoinWallet): Connector => ({
    id: wallet.id,
    name: wallet.name,
    type: wallet.type,
    chain: NAMESPACE,
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    installed: true,
  })
  const stopWatching = watchStandardWallets(() =>
    emitter.emit('connectorsChanged', { namespace: NAMESPACE, connectors: wallets().map(toConnector) }),
  )

  const findWallet = (connectorId: string): BitcoinWallet => {
    const wallet = wallets().find((w) => w.id === connectorId)
    if (!wallet) throw new PorticoError('CONNECTOR_UNDEFINED', { params: { connectorId } })
    return wallet
  }
  const connectionOf = (connectorId?: string): Live & { connectorId: string } => {
    const id = connectorId ?? [...live.keys()][0]
    const found = id === undefined ? undefined : live.get(id)
    if (!id || !found) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION')
    return { ...found, connectorId: id }
  }
  const toConnection = (connectorId: string, entry: Live): AdapterConnection => ({
    connectorId,
    accounts: entry.accounts.map((a) => ({ ...a })),
    caipNetworkId: BITCOIN_NETWORKS[entry.network].caipNetworkId,
  })

  function drop(connectorId: string, tell: boolean): void {
    const entry = live.get(connectorId)
    if (!entry) return
    entry.stop()
    live.delete(connectorId)
    if (tell) emitter.emit('disconnect', { namespace: NAMESPACE, connectorId })
  }

  /** A wallet that vanished mid-flow ends its connection, so core's state follows (§4 disconnect). */
  function failed(connectorId: string, error: unknown, fallback: CoreErrorCode): PorticoError {
    const mapped = toPorticoError(error, fallback, BITCOIN_WALLET_ERRORS)
    if (mapped.code === 'DISCONNECTED') drop(connectorId, true)
    return mapped
  }

  function accept(connectorId: string, wallet: BitcoinWallet, raw: RawAccount[], hint?: BitcoinNetworkName): Live {
    const { accounts, network } = toAccounts(raw, hint)
    live.get(connectorId)?.stop()
    const entry: Live = { wallet, accounts, network, stop: () => {} }
    live.set(connectorId, entry)
    entry.stop = wallet.subscribe((event) => void onWalletEvent(connectorId, event))
    return entry
  }

  async function onWalletEvent(connectorId: string, event: WalletEvent): Promise<void> {
    const entry = live.get(connectorId)
    if (!entry) return
    if (event.type === 'disconnect') {
      drop(connectorId, true)
      return
    }
    const raw = event.type === 'accountsChanged' ? event.accounts : await entry.wallet.silentAccounts()
    let next: ReturnType<typeof toAccounts>
    try {
      next = toAccounts(raw, entry.network)
    } catch {
      // A garbage event leaves the connection as it was (ARCHITECTURE "Errors").
      return
    }
    const chainMoved = next.network !== entry.network
    entry.accounts = next.accounts
    entry.network = next.network
    if (chainMoved) {
      emitter.emit('chainChanged', {
        namespace: NAMESPACE,
        connectorId,
        caipNetworkId: BITCOIN_NETWORKS[next.network].caipNetworkId,
      })
    }
    emitter.emit('accountsChanged', {
      namespace: NAMESPACE,
      connectorId,
      accounts: next.accounts.map((a) => ({ ...a })),
    })
  }

  function ownAddress(entry: Live, address: string): BitcoinAccount {
    const account = entry.accounts.find((a) => a.address === address)
    if (!account) throw new PorticoError('INVALID_ADDRESS', { params: { namespace: NAMESPACE, value: address } })
    return account
  }

  const adapter: BitcoinAdapter = {
    namespace: NAMESPACE,
    on: emitter.on,
    isAddress: (address) => isBitcoinAddress(address),

    async syncConnectors({ namespace }) {
      assertNamespace(namespace)
      return wallets().map(toConnector)
    },

    async connect({ namespace, connectorId, caipNetwork }) {
      assertNamespace(namespace)
      const existing = live.get(connectorId)
      if (existing) return toConnection(connectorId, existing)
      const wallet = findWallet(connectorId)
      let raw: RawAccount[]
      try {
        raw = await wallet.connect()
      } catch (error) {
        throw toPorticoError(error, 'FAILED_TO_CONNECT', BITCOIN_WALLET_ERRORS)
      }
      const hint = caipNetwork ? networkNameOf(caipNetwork.caipNetworkId) : undefined
      return toConnection(connectorId, accept(connectorId, wallet, raw, hint))
    },

    async reconnect({ namespace, connectorId, caipNetwork }) {
      assertNamespace(namespace)
      const existing = live.get(connectorId)
      if (existing) return toConnection(connectorId, existing)
      const wallet = wallets().find((w) => w.id === connectorId)
      if (!wallet) return undefined
      const raw = await wallet.silentAccounts()
      if (!Array.isArray(raw) || raw.length === 0) return undefined
      const hint = caipNetwork ? networkNameOf(caipNetwork.caipNetworkId) : undefined
      try {
        return toConnection(connectorId, accept(connectorId, wallet, raw, hint))
      } catch {
        return undefined
      }
    },

    async disconnect({ namespace, connectorId }) {
      assertNamespace(namespace)
      const ids = connectorId === undefined ? [...live.keys()] : [connectorId]
      const errors: unknown[] = []
      for (const id of ids) {
        const entry = live.get(id)
        drop(id, false)
        // The page forgets the connection whatever the wallet says; a wallet that is gone has nothing to revoke.
        if (entry?.wallet.present()) await entry.wallet.disconnect().catch((error) => errors.push(error))
      }
      if (errors.length > 0) throw new PorticoError('FAILED_TO_DISCONNECT', { cause: errors[0] })
    },

    async getAccounts({ namespace, connectorId }) {
      assertNamespace(namespace)
      return live.get(connectorId)?.accounts.map((a) => ({ ...a })) ?? []
    },

    async switchNetwork({ namespace, caipNetwork, connectorId }) {
      assertNamespace(namespace)
      const target = networkNameOf(caipNetwork.caipNetworkId)
      if (!target) throw new PorticoError('CHAIN_NOT_SUPPORTED')
      if (live.size === 0) return
      const entry = connectionOf(connectorId)
      if (entry.network === target) return
      if (!entry.wallet.switchNetwork) throw new PorticoError('CHAIN_NOT_SUPPORTED')
      try {
        await entry.wallet.switchNetwork(target)
        const { accounts, network } = toAccounts(await entry.wallet.silentAccounts(), target)
        if (network !== target) throw new PorticoError('CHAIN_NOT_SUPPORTED')
        const current = live.get(entry.connectorId)
        if (!current) throw new PorticoError('DISCONNECTED')
        current.accounts = accounts
        current.network = network
      } catch (error) {
        throw failed(entry.connectorId, error, 'CHAIN_NOT_SUPPORTED')
      }
      const current = live.get(entry.connectorId)
      if (!current) return
      emitter.emit('chainChanged', {
        namespace,
        connectorId: entry.connectorId,
        caipNetworkId: caipNetwork.caipNetworkId,
      })
      emitter.emit('accountsChanged', {
        namespace,
        connectorId: entry.connectorId,
        accounts: current.accounts.map((a) => ({ ...a })),
      })
    },

    async signMessage({ namespace, message, address, connectorId, protocol = 'bip322' }) {
      assertNamespace(namespace)
      const entry = connectionOf(connectorId)
      ownAddress(entry, address)
      let answer: unknown
      try {
        answer = await entry.wallet.signMessage({ address, message, protocol })
      } catch (error) {
        throw failed(entry.connectorId, error, 'SOMETHING_WENT_WRONG')
      }
      return toSignature(answer, protocol)
    },

    async signPsbt({ namespace, psbt, signInputs, broadcast, connectorId }) {
      assertNamespace(namespace)
      const entry = connectionOf(connectorId)
      for (const address of Object.keys(signInputs)) ownAddress(entry, address)
      let answer: unknown
      try {
        toSignedPsbt({ psbt }, psbt) // the app's own PSBT must parse before a wallet sees it
      } catch (error) {
        throw new PorticoError('RPC_INVALID_PARAMS', { cause: error })
      }
      try {
        answer = await entry.wallet.signPsbt({ psbt, signInputs, ...(broadcast ? { broadcast } : {}) })
      } catch (error) {
        throw failed(entry.connectorId, error, 'SOMETHING_WENT_WRONG')
      }
      return toSignedPsbt(answer, psbt)
    },

    async sendTransfer({ namespace, to, amount, connectorId }) {
      assertNamespace(namespace)
      const entry = connectionOf(connectorId)
      if (!isBitcoinAddress(to, entry.network)) {
        throw new PorticoError('INVALID_ADDRESS', { params: { namespace, value: to } })
      }
      const sats = toSats(typeof amount === 'bigint' ? amount.toString() : amount)
      if (!entry.wallet.sendTransfer) {
        throw new PorticoError('CAPABILITY_NOT_SUPPORTED', { params: { namespace, capability: 'sendTransaction' } })
      }
      let answer: unknown
      try {
        answer = await entry.wallet.sendTransfer({ recipients: [{ address: to, amount: sats }] })
      } catch (error) {
        throw failed(entry.connectorId, error, 'SOMETHING_WENT_WRONG')
      }
      return toTxid(answer, 'sendTransfer')
    },

    async getBalance({ namespace, address, caipNetwork }) {
      assertNamespace(namespace)
      const name = networkNameOf(caipNetwork.caipNetworkId)
      if (!name || !isBitcoinAddress(address, name)) {
        throw new PorticoError('INVALID_ADDRESS', { params: { namespace, value: address } })
      }
      const owner = [...live.values()].find((e) => e.network === name && e.accounts[0]?.address === address)
      try {
        if (owner?.wallet.getBalance) return formatBtc(toSats(await owner.wallet.getBalance()), caipNetwork)
        const fetcher = options.fetch ?? (globalThis.fetch as unknown as FetchLike)
        return formatBtc(await esploraBalance(fetcher, caipNetwork, address), caipNetwork)
      } catch (error) {
        throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause: error })
      }
    },

    // Capabilities in the contract's shape, for views that ask supports(...).
    async signTransaction(params) {
      return adapter.signPsbt(params)
    },
    async sendTransaction(params) {
      return adapter.sendTransfer(params)
    },

    destroy() {
      stopWatching()
      for (const id of [...live.keys()]) drop(id, false)
      emitter.clear()
    },
  }
  return adapter
}
