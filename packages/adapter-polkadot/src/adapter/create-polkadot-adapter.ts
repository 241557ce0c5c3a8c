import type { InjectedExtension } from '@polkadot/extension-inject/types'
import { hexToU8a } from '@polkadot/util'
import { encodeAddress, isAddress as isSs58Address } from '@polkadot/util-crypto'
import {
  assertNamespace as assertIn,
  type CaipNetwork,
  type ChainNamespace,
  PorticoError,
  toPorticoError,
} from '@portico/common'
import { utf8ToHex } from '@portico/common/hex'
import { polkadot } from '@portico/common/networks'
import {
  type AdapterConnection,
  type AdapterEvents,
  type ChainAdapter,
  type Connector,
  createEmitter,
} from '@portico/core'
import { type PolkadotAccount, toAccounts } from '../accounts/accounts'
import { type PostJson, readBalance } from '../balance/balance'
import { garbage, POLKADOT_WALLET_ERRORS } from '../errors/to-portico-error'
import { genesisPrefixOf, ss58FormatOf } from '../networks/networks'

const NAMESPACE = 'polkadot'

/** §9: the account type a Polkadot connection starts on. */
export const DEFAULT_ACCOUNT_TYPE = 'eoa'

export interface PolkadotAdapterOptions {
  /** The name extensions show when asking the user to allow the site (web3Enable's originName). */
  appName: string
  /** Where window.injectedWeb3 is read (default globalThis). */
  window?: unknown
  /** JSON-RPC POST for balances (default fetch). */
  post?: PostJson
}

export interface PolkadotAdapter extends ChainAdapter<'polkadot'> {
  destroy(): void
}

interface Live {
  extension: InjectedExtension
  accounts: PolkadotAccount[]
  network: CaipNetwork
  stop: () => void
}

// sr25519 / ed25519 signatures are 64 bytes; ecdsa 65. Extensions answer 0x-hex.
const SIGNATURE = /^0x([0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/

type ExtensionDapp = typeof import('@polkadot/extension-dapp')
let dappModule: Promise<ExtensionDapp> | undefined
/** extension-dapp touches window at import, so it loads on first use, in the browser, never at app start. */
const loadDapp = () => {
  dappModule ??= import('@polkadot/extension-dapp')
  return dappModule
}

const assertNamespace = (namespace: ChainNamespace): void => assertIn(namespace, NAMESPACE)

export function createPolkadotAdapter(options: PolkadotAdapterOptions): PolkadotAdapter {
  if (!options.appName) throw new PorticoError('INVALID_OPTIONS', { params: { reason: 'appName is required' } })
  const win = (options.window ?? globalThis) as { injectedWeb3?: Record<string, unknown> }
  const emitter = createEmitter<AdapterEvents>()
  const live = new Map<string, Live>()

  const injected = () => (typeof win.injectedWeb3 === 'object' && win.injectedWeb3 !== null ? win.injectedWeb3 : {})
  const present = (connectorId: string) => connectorId in injected()
  const connectors = (): Connector[] =>
    Object.keys(injected()).map((id) => ({ id, name: id, type: 'injected', chain: NAMESPACE, installed: true }))

  function drop(connectorId: string, tell: boolean): void {
    const entry = live.get(connectorId)
    if (!entry) return
    entry.stop()
    live.delete(connectorId)
    if (tell) emitter.emit('disconnect', { namespace: NAMESPACE, connectorId })
  }

  const toConnection = (connectorId: string, entry: Live): AdapterConnection => ({
    connectorId,
    accounts: entry.accounts.map((a) => ({ ...a })),
    caipNetworkId: entry.network.caipNetworkId,
  })

  /** enable(appName) through extension-dapp; an extension that refused (or failed) is missing from its answer. */
  async function enable(connectorId: string): Promise<InjectedExtension> {
    if (!present(connectorId)) throw new PorticoError('CONNECTOR_UNDEFINED', { params: { connectorId } })
    const dapp = await loadDapp()
    const extensions = await dapp.web3Enable(options.appName)
    const extension = extensions.find((e) => e.name === connectorId)
    // extension-dapp logs and drops the reason; the user declining is what a missing extension means here.
    if (!extension) throw new PorticoError('CONNECTION_REJECTED')
    if (typeof extension.accounts?.get !== 'function') throw garbage('enable', extension)
    return extension
  }

  async function open(connectorId: string, network: CaipNetwork): Promise<Live> {
    const extension = await enable(connectorId)
    let answer: unknown
    try {
      answer = await extension.accounts.get()
    } catch (error) {
      throw toPorticoError(error, 'FAILED_TO_CONNECT', POLKADOT_WALLET_ERRORS)
    }
    const accounts = toAccounts(answer, ss58FormatOf(network), genesisPrefixOf(network))
    if (accounts.length === 0) throw new PorticoError('FAILED_TO_CONNECT')
    drop(connectorId, false)
    const entry: Live = { extension, accounts, network, stop: () => {} }
    live.set(connectorId, entry)
    // Extensions call back at once with the current list; onAccounts ignores lists equal to what it has.
    const stop = extension.accounts.subscribe((list) => onAccounts(connectorId, list))
    entry.stop = typeof stop === 'function' ? stop : () => {}
    return entry
  }

  function onAccounts(connectorId: string, list: unknown): void {
    const entry = live.get(connectorId)
    if (!entry) return
    let accounts: PolkadotAccount[]
    try {
      accounts = toAccounts(list, ss58FormatOf(entry.network), genesisPrefixOf(entry.network))
    } catch {
      return // a garbage event leaves the connection as it was
    }
    if (accounts.length === 0) {
      // The user took every account away from this site.
      drop(connectorId, true)
      return
    }
    const same = (a: PolkadotAccount[], b: PolkadotAccount[]) =>
      a.length === b.length && a.every((x, i) => x.address === b[i]?.address)
    if (same(accounts, entry.accounts)) return
    entry.accounts = accounts
    emitter.emit('accountsChanged', { namespace: NAMESPACE, connectorId, accounts: accounts.map((a) => ({ ...a })) })
  }

  const connectionOf = (connectorId?: string): Live & { connectorId: string } => {
    const id = connectorId ?? [...live.keys()][0]
    const entry = id === undefined ? undefined : live.get(id)
    if (!id || !entry) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION')
    return { ...entry, connectorId: id }
  }

  const adapter: PolkadotAdapter = {
    namespace: NAMESPACE,
    on: emitter.on,
    isAddress: (address) => isSs58Address(address),

    async syncConnectors({ namespace }) {
      assertNamespace(namespace)
      return connectors()
    },

    async connect({ namespace, connectorId, caipNetwork }) {
      assertNamespace(namespace)
      const existing = live.get(connectorId)
      if (existing) return toConnection(connectorId, existing)
      return toConnection(connectorId, await open(connectorId, caipNetwork ?? polkadot))
    },

    async reconnect({ namespace, connectorId, caipNetwork }) {
      assertNamespace(namespace)
      const existing = live.get(connectorId)
      if (existing) return toConnection(connectorId, existing)
      if (!present(connectorId)) return undefined
      try {
        return toConnection(connectorId, await open(connectorId, caipNetwork ?? polkadot))
      } catch {
        return undefined
      }
    },

    async disconnect({ namespace, connectorId }) {
      assertNamespace(namespace)
      // The injected interface has no revoke: forgetting the connection and its subscription is all a page can do.
      for (const id of connectorId === undefined ? [...live.keys()] : [connectorId]) drop(id, false)
    },

    async getAccounts({ namespace, connectorId }) {
      assertNamespace(namespace)
      return live.get(connectorId)?.accounts.map((a) => ({ ...a })) ?? []
    },

    async switchNetwork({ namespace, caipNetwork, connectorId }) {
      assertNamespace(namespace)
      if (caipNetwork.chainNamespace !== NAMESPACE) throw new PorticoError('CHAIN_NOT_SUPPORTED')
      // Extensions hold keys, not a chain: switching re-encodes the addresses for the network's SS58 prefix.
      for (const [id, entry] of live) {
        if (connectorId !== undefined && id !== connectorId) continue
        entry.network = caipNetwork
        const format = ss58FormatOf(caipNetwork)
        entry.accounts = entry.accounts.map((a) => ({ ...a, address: reencode(a.publicKey, format) }))
        emitter.emit('chainChanged', { namespace, connectorId: id, caipNetworkId: caipNetwork.caipNetworkId })
        emitter.emit('accountsChanged', { namespace, connectorId: id, accounts: entry.accounts.map((a) => ({ ...a })) })
      }
    },

    async signMessage({ namespace, message, address, connectorId }) {
      assertNamespace(namespace)
      const entry = connectionOf(connectorId)
      if (!entry.accounts.some((a) => a.address === address)) {
        throw new PorticoError('INVALID_ADDRESS', { params: { namespace, value: address } })
      }
      const signRaw = entry.extension.signer?.signRaw
      if (!signRaw) throw new PorticoError('CAPABILITY_NOT_SUPPORTED', { params: { namespace, capability: 'signRaw' } })
      let answer: unknown
      try {
        answer = await signRaw({ address, data: utf8ToHex(message), type: 'bytes' })
      } catch (error) {
        if (!present(entry.connectorId)) {
          drop(entry.connectorId, true)
          throw new PorticoError('DISCONNECTED', { cause: error, rpcCode: 4900 })
        }
        throw toPorticoError(error, 'SOMETHING_WENT_WRONG', POLKADOT_WALLET_ERRORS)
      }
      const signature = (answer as { signature?: unknown })?.signature
      if (typeof signature !== 'string' || !SIGNATURE.test(signature)) throw garbage('signRaw', answer)
      return signature
    },

    async getBalance({ namespace, address, caipNetwork }) {
      assertNamespace(namespace)
      if (!isSs58Address(address)) throw new PorticoError('INVALID_ADDRESS', { params: { namespace, value: address } })
      try {
        return await readBalance(caipNetwork, address, options.post)
      } catch (error) {
        throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause: error })
      }
    },

    destroy() {
      for (const id of [...live.keys()]) drop(id, false)
      emitter.clear()
    },
  }
  return adapter
}

function reencode(publicKeyHex: string, ss58Format: number): string {
  return encodeAddress(hexToU8a(publicKeyHex), ss58Format)
}
