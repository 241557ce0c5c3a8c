import {
  assertNamespace as assertIn,
  type CaipNetwork,
  type ChainNamespace,
  PorticoError,
  REJECTION_TEXT,
  toPorticoError,
} from '@portico/common'
import { isSolanaAddress } from '@portico/common/address'
import { solanaLocalnet } from '@portico/common/networks'
import {
  type AdapterAccount,
  type AdapterConnection,
  type AdapterEvents,
  type ChainAdapter,
  type Connector,
  createEmitter,
  type TokenBalance,
  type TokenBalancesParameters,
} from '@portico/core'
import { base64 } from '@scure/base'
import type { StandardWalletAdapter } from '@solana/wallet-standard-wallet-adapter-base'
import { Connection, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { nativeBalance, nativeEntry, type SolanaTokenInfo, splBalances } from '../balance/balances'
import { endpointsOf, walletChainOf } from '../networks/chains'
import { buildTransfer, readTransferRequest } from '../transactions/build'
import { type DiscoveredWallet, discoverWallets } from '../wallets/discovery'
import { checkedSignature } from './sign-message'

const NAMESPACE = 'solana'

export interface SolanaAdapterOptions {
  /** The Solana networks the app offers (presets from @portico/common, localnet pointed at the dev stack). */
  networks: readonly CaipNetwork<'solana'>[]
  /** Token names, symbols and icons for SPL balances. */
  tokens?: readonly SolanaTokenInfo[]
  /** How long reconnect waits for a wallet to register after a reload (default 1000 ms). */
  reconnectWaitMs?: number
}

export interface SolanaAdapter extends ChainAdapter<'solana'> {
  /**
   * The `getTokenBalances` capability: SOL first, then the SPL tokens held, as §3 token balances (no prices on local
   * and test clusters). The Tokens tab asks it because the blockchain API does not serve Solana.
   */
  getTokenBalances(params: TokenBalancesParameters & { namespace?: 'solana' }): Promise<TokenBalance[]>
  /** The active Solana network (changed by switchNetwork). */
  readonly caipNetwork: CaipNetwork
  /** The RPC connection of the active network (AppKit's `useAppKitConnection`; @portico/react reads it). */
  readonly connection: Connection
  /**
   * A transfer (`{ from, to, amount, token? }`, as sendTransaction takes it) built on the active network for another
   * signer to sign: base64 wire bytes, unsigned. WalletConnect's connector beside this adapter sends with it.
   */
  transferTransaction(params: { from: string; to: string; amount: string; token?: string }): Promise<string>
  destroy(): void
}

interface Live {
  entry: DiscoveredWallet
}

const assertNamespace = (namespace: ChainNamespace): void => assertIn(namespace, NAMESPACE)
// Wallets that throw without a code still say so in words (wallet-adapter keeps the wallet's message).
const SOLANA_WALLET_ERRORS = { rejectionText: REJECTION_TEXT }

/** Solana accounts of a wallet that are real Solana addresses, the adapter's selected one first. */
function accountsOf(adapter: StandardWalletAdapter): AdapterAccount[] {
  const selected = adapter.publicKey?.toBase58()
  const usable = adapter.wallet.accounts.filter(
    (a) => isSolanaAddress(a.address) && a.chains.some((c) => c.startsWith('solana:')),
  )
  const ordered = [...usable.filter((a) => a.address === selected), ...usable.filter((a) => a.address !== selected)]
  return ordered.map((a) => ({ address: a.address, type: 'eoa', publicKey: a.address }))
}

/**
 * The Solana adapter: Wallet Standard wallets found on the page, each driven through wallet-adapter's
 * StandardWalletAdapter; reads and confirmations go to the active network's RPC with @solana/web3.js v1.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  if (options.networks.length === 0) throw new PorticoError('NETWORK_NOT_FOUND')
  const emitter = createEmitter<AdapterEvents>()
  const discovery = discoverWallets()
  const live = new Map<string, Live>()
  const connections = new Map<string, Connection>()
  let network: CaipNetwork = options.networks[0] ?? solanaLocalnet
  // Our own disconnect makes wallet-adapter emit 'disconnect' too; that one is not news to core.
  const leaving = new Set<string>()

  const connectionFor = (target: CaipNetwork): Connection => {
    const { http, ws } = endpointsOf(target)
    const key = `${http} ${ws ?? ''}`
    let connection = connections.get(key)
    if (!connection) {
      connection = new Connection(http, { commitment: 'confirmed', ...(ws ? { wsEndpoint: ws } : {}) })
      connections.set(key, connection)
    }
    return connection
  }

  const toConnector = (entry: DiscoveredWallet): Connector => ({
    id: entry.id,
    name: entry.wallet.name,
    type: 'announced',
    chain: NAMESPACE,
    imageUrl: entry.wallet.icon,
    installed: true,
  })
  const connectors = () => discovery.list().map(toConnector)

  const connectionOf = (connectorId: string, entry: DiscoveredWallet): AdapterConnection => ({
    connectorId,
    accounts: accountsOf(entry.adapter),
    caipNetworkId: network.caipNetworkId,
  })

  const liveOf = (connectorId: string | undefined): Live | undefined => {
    if (connectorId !== undefined) return live.get(connectorId)
    return live.values().next().value
  }
  const requireLive = (connectorId: string | undefined): Live => {
    const found = liveOf(connectorId)
    if (!found?.entry.adapter.connected) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION')
    return found
  }

  const follow = (connectorId: string, entry: DiscoveredWallet) => {
    const { adapter } = entry
    adapter.removeAllListeners()
    // wallet-adapter re-emits 'connect' when the wallet's selected account changes.
    adapter.on('connect', () => {
      if (!live.has(connectorId)) return
      emitter.emit('accountsChanged', { namespace: NAMESPACE, connectorId, accounts: accountsOf(adapter) })
    })
    adapter.on('disconnect', () => {
      if (!live.delete(connectorId) || leaving.has(connectorId)) return
      emitter.emit('disconnect', { namespace: NAMESPACE, connectorId })
    })
    // Errors reach callers through the rejected promise; the event only needs a listener so it is not unhandled.
    adapter.on('error', () => {})
  }

  const stopDiscovery = discovery.onChange((gone) => {
    for (const connectorId of gone) {
      if (!live.delete(connectorId)) continue
      emitter.emit('disconnect', { namespace: NAMESPACE, connectorId })
    }
    emitter.emit('connectorsChanged', { namespace: NAMESPACE, connectors: connectors() })
  })

  const supportedBy = (entry: DiscoveredWallet, target: CaipNetwork) =>
    entry.wallet.chains.includes(walletChainOf(target))

  const knownNetwork = (target: CaipNetwork | undefined): CaipNetwork | undefined =>
    target ? options.networks.find((n) => n.caipNetworkId === target.caipNetworkId) : undefined

  const adapter: SolanaAdapter = {
    namespace: NAMESPACE,
    on: emitter.on,
    get caipNetwork() {
      return network
    },
    get connection() {
      return connectionFor(network)
    },
    isAddress: isSolanaAddress,

    async connect({ namespace, connectorId, caipNetwork }) {
      assertNamespace(namespace)
      const entry = discovery.find(connectorId)
      if (!entry) throw new PorticoError('CONNECTOR_UNDEFINED', { params: { connectorId } })
      const target = knownNetwork(caipNetwork) ?? options.networks.find((n) => supportedBy(entry, n))
      if (!target || !supportedBy(entry, target)) throw new PorticoError('CONNECTOR_CHAINS_UNSUPPORTED')
      follow(connectorId, entry)
      try {
        await entry.adapter.connect()
      } catch (error) {
        // A wallet that approved the site but answered garbage keeps it approved: wallet-adapter would then skip the
        // prompt on every retry and fail the same way. Leave the site disconnected so a retry asks again.
        if (entry.wallet.accounts.length > 0) await entry.adapter.disconnect().catch(() => {})
        throw toPorticoError(error, 'FAILED_TO_CONNECT', SOLANA_WALLET_ERRORS)
      }
      const connection = connectionOf(connectorId, entry)
      if (connection.accounts.length === 0) {
        // A wallet that answered with no usable Solana account: leave nothing half-connected behind.
        await entry.adapter.disconnect().catch(() => {})
        throw new PorticoError('FAILED_TO_CONNECT', { cause: entry.wallet.accounts })
      }
      network = target
      live.set(connectorId, { entry })
      return { ...connection, caipNetworkId: target.caipNetworkId }
    },

    async reconnect({ namespace, connectorId, caipNetwork }) {
      assertNamespace(namespace)
      const entry = await discovery.waitFor(connectorId, options.reconnectWaitMs ?? 1000)
      if (!entry) return undefined
      const target = knownNetwork(caipNetwork) ?? network
      follow(connectorId, entry)
      try {
        await entry.adapter.autoConnect()
      } catch {
        // A wallet that no longer has the site approved answers a silent connect with no accounts.
        return undefined
      }
      if (accountsOf(entry.adapter).length === 0) return undefined
      // The cluster is the app's choice (Solana wallets have none): keep the one core restored from storage.
      if (supportedBy(entry, target)) network = target
      live.set(connectorId, { entry })
      return connectionOf(connectorId, entry)
    },

    async disconnect({ namespace, connectorId }) {
      assertNamespace(namespace)
      const targets = [...live.entries()].filter(([id]) => connectorId === undefined || id === connectorId)
      for (const [id, { entry }] of targets) {
        leaving.add(id)
        live.delete(id)
        try {
          await entry.adapter.disconnect()
        } catch (error) {
          throw toPorticoError(error, 'FAILED_TO_DISCONNECT', SOLANA_WALLET_ERRORS)
        } finally {
          leaving.delete(id)
        }
      }
    },

    async getAccounts({ namespace, connectorId }) {
      assertNamespace(namespace)
      const found = liveOf(connectorId)
      return found ? accountsOf(found.entry.adapter) : []
    },

    async switchNetwork({ namespace, caipNetwork, connectorId }) {
      assertNamespace(namespace)
      const target = knownNetwork(caipNetwork)
      if (!target) throw new PorticoError('CHAIN_NOT_SUPPORTED')
      const affected = [...live.entries()].filter(([id]) => connectorId === undefined || id === connectorId)
      if (affected.some(([, { entry }]) => !supportedBy(entry, target))) throw new PorticoError('CHAIN_NOT_SUPPORTED')
      // Solana wallets have no "switch" request: the app picks the cluster it reads from and asks signatures for.
      network = target
      for (const [id] of affected) {
        emitter.emit('chainChanged', { namespace: NAMESPACE, connectorId: id, caipNetworkId: target.caipNetworkId })
      }
    },

    async signMessage({ namespace, message, address, connectorId }) {
      assertNamespace(namespace)
      if (!isSolanaAddress(address))
        throw new PorticoError('INVALID_ADDRESS', { params: { namespace, value: address } })
      const { entry } = requireLive(connectorId)
      const bytes = new TextEncoder().encode(message)
      let signature: unknown
      try {
        if (entry.adapter.publicKey?.toBase58() === address && entry.adapter.signMessage) {
          signature = await entry.adapter.signMessage(bytes)
        } else {
          signature = await signWithAccount(entry, address, bytes)
        }
      } catch (error) {
        throw toPorticoError(error, 'SIGN_MESSAGE_FAILED', SOLANA_WALLET_ERRORS)
      }
      return checkedSignature(signature, bytes, address)
    },

    async getBalance({ namespace, address, caipNetwork }) {
      assertNamespace(namespace)
      if (!isSolanaAddress(address))
        throw new PorticoError('INVALID_ADDRESS', { params: { namespace, value: address } })
      try {
        return {
          balance: await nativeBalance(connectionFor(caipNetwork), address),
          symbol: caipNetwork.nativeCurrency.symbol,
        }
      } catch (error) {
        throw toPorticoError(error, 'TOKEN_BALANCE_UNAVAILABLE', SOLANA_WALLET_ERRORS)
      }
    },

    // Also called through core.request as a capability, so the params are checked here, not trusted.
    async getTokenBalances(params): Promise<TokenBalance[]> {
      const {
        namespace = NAMESPACE,
        address,
        caipNetwork,
      } = params as Partial<{
        namespace: ChainNamespace
        address: unknown
        caipNetwork: CaipNetwork
      }>
      assertNamespace(namespace)
      if (typeof address !== 'string' || !isSolanaAddress(address))
        throw new PorticoError('INVALID_ADDRESS', { params: { namespace: NAMESPACE, value: String(address) } })
      if (typeof caipNetwork?.caipNetworkId !== 'string' || !caipNetwork.rpcUrls?.default)
        throw new PorticoError('NETWORK_NOT_FOUND', { cause: caipNetwork })
      const connection = connectionFor(caipNetwork)
      try {
        const [sol, tokens] = await Promise.all([
          nativeBalance(connection, address),
          splBalances(connection, address, caipNetwork, options.tokens ?? []),
        ])
        return [nativeEntry(caipNetwork, sol), ...tokens]
      } catch (error) {
        throw toPorticoError(error, 'TOKEN_BALANCE_UNAVAILABLE', SOLANA_WALLET_ERRORS)
      }
    },

    async syncConnectors({ namespace }) {
      assertNamespace(namespace)
      return connectors()
    },

    /**
     * Signs and sends through the wallet, then waits until the network confirms. Params: `{ to, amount, token? }`
     * (amount in whole SOL or tokens) or `{ transaction }` (base64 wire bytes the app built). Resolves the signature.
     */
    async sendTransaction(params) {
      assertNamespace(params.namespace)
      const { entry } = requireLive(typeof params.connectorId === 'string' ? params.connectorId : undefined)
      const from = entry.adapter.publicKey?.toBase58()
      if (!from) throw new PorticoError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
      const connection = connectionFor(network)
      let built: { tx: Transaction | VersionedTransaction; latest: { blockhash: string; lastValidBlockHeight: number } }
      if ('transaction' in params && typeof params.transaction === 'string') {
        const tx = decodeTransaction(params.transaction)
        built = { tx, latest: await connection.getLatestBlockhash('confirmed') }
      } else {
        built = await buildTransfer(connection, from, readTransferRequest(params))
      }
      let signature: string
      try {
        signature = await entry.adapter.sendTransaction(built.tx, connection)
      } catch (error) {
        throw toPorticoError(error, 'RPC_TRANSACTION_REJECTED', SOLANA_WALLET_ERRORS)
      }
      if (!/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(signature))
        throw new PorticoError('RPC_TRANSACTION_REJECTED', { cause: signature })
      try {
        const { value } = await connection.confirmTransaction({ signature, ...built.latest }, 'confirmed')
        if (value.err) throw new PorticoError('RPC_TRANSACTION_REJECTED', { cause: value.err })
      } catch (error) {
        throw toPorticoError(error, 'RPC_TRANSACTION_REJECTED', SOLANA_WALLET_ERRORS)
      }
      return signature
    },

    async transferTransaction(params) {
      const { from } = params as { from: unknown }
      if (typeof from !== 'string' || !isSolanaAddress(from))
        throw new PorticoError('INVALID_ADDRESS', { params: { namespace: NAMESPACE, value: String(from) } })
      const { tx } = await buildTransfer(connectionFor(network), from, readTransferRequest(params))
      return base64.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
    },

    /** Signs `{ transaction }` (base64 wire bytes) without sending; resolves the signed transaction as base64. */
    async signTransaction(params) {
      assertNamespace(params.namespace)
      const { entry } = requireLive(typeof params.connectorId === 'string' ? params.connectorId : undefined)
      if (typeof params.transaction !== 'string' || !entry.adapter.signTransaction)
        throw new PorticoError('RPC_INVALID_PARAMS')
      const tx = decodeTransaction(params.transaction)
      let signed: Transaction | VersionedTransaction
      try {
        signed = await entry.adapter.signTransaction(tx)
      } catch (error) {
        throw toPorticoError(error, 'RPC_TRANSACTION_REJECTED', SOLANA_WALLET_ERRORS)
      }
      const signer = entry.adapter.publicKey
      const ok =
        signed instanceof Transaction
          ? signed.signatures.some((s) => signer && s.publicKey.equals(signer) && s.signature) &&
            signed.verifySignatures(false)
          : signed.signatures.some((s) => s.some((b) => b !== 0))
      if (!ok) throw new PorticoError('RPC_TRANSACTION_REJECTED', { cause: 'unsigned or invalid transaction' })
      return base64.encode(
        signed instanceof Transaction ? signed.serialize({ requireAllSignatures: false }) : signed.serialize(),
      )
    },

    destroy() {
      stopDiscovery()
      discovery.destroy()
      emitter.clear()
    },
  }
  return adapter
}

function decodeTransaction(wire: string): Transaction | VersionedTransaction {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(wire)
  } catch (error) {
    throw new PorticoError('RPC_INVALID_PARAMS', { cause: error })
  }
  try {
    const versioned = VersionedTransaction.deserialize(bytes)
    return versioned.version === 'legacy' ? Transaction.from(bytes) : versioned
  } catch (error) {
    throw new PorticoError('RPC_INVALID_PARAMS', { cause: error })
  }
}

/** Another of the wallet's accounts than the one wallet-adapter tracks: the Wallet Standard feature directly. */
async function signWithAccount(entry: DiscoveredWallet, address: string, message: Uint8Array): Promise<Uint8Array> {
  const account = entry.wallet.accounts.find((a: WalletAccount) => a.address === address)
  const feature = entry.wallet.features['solana:signMessage'] as
    | {
        signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<{ signature: Uint8Array }[]>
      }
    | undefined
  if (!account || !feature) throw new PorticoError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  const [output] = await feature.signMessage({ account, message })
  return output?.signature ?? new Uint8Array()
}
