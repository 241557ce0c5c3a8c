import { type CaipNetwork, type ChainNamespace, PorticoError } from '@portico/common'
import {
  type AccountType,
  type AdapterConnection,
  type AdapterEvents,
  AUTH_CONNECTOR_ID,
  type AuthConnectorProvider,
  type AuthHost,
  type ChainAdapter,
  type Connector,
  createEmitter,
} from '@portico/core'
import type { Connected } from '../messages/schemas'
import { createEvmProvider } from './evm-provider'
import { userRejected } from './rpc-error'
import { EmbeddedSession, type EmbeddedSessionOptions } from './session'
import { openSocialPopup } from './social-popup'

export type EmbeddedWalletOptions = EmbeddedSessionOptions

/** §3 auth user event: who signed in (email or social) and the account the app now has. */
export interface AuthUserEvent {
  address: string
  chainId: string | number
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
  email: string | null
  username: string | null
}

export interface EmbeddedWallet {
  session: EmbeddedSession
  /** One adapter per namespace the embedded wallet serves; give both to createAppKit. */
  adapters: [ChainAdapter<'eip155'>, ChainAdapter<'solana'>]
  /**
   * Called once per sign-in (email or social login, or a reload that restored one) when the app's account connects:
   * the EVM account when the app has the EVM adapter, else the Solana one. Returns the unsubscribe.
   */
  onAuthUser(listener: (user: AuthUserEvent) => void): () => void
}

const bytesToBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * The embedded (email/social) wallet as two adapters core talks to like any other: one `auth` connector (§5 id
 * ID_AUTH) per namespace, both on one sign-in in the secure-site frame. Creating them loads nothing; the frame and its
 * messenger are fetched when the Connect view preloads them, a view asks for them, or a reload restores a sign-in.
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  const session = new EmbeddedSession(options)
  let host: AuthHost | undefined
  const authUsers = createEmitter<{ authUser: AuthUserEvent }>()
  /** Namespaces core registered (it gives each adapter the auth host); the EVM one announces the user if present. */
  const registered = new Set<ChainNamespace>()
  let announced: Connected | undefined
  const announce = (namespace: ChainNamespace, connected: Connected, connection: AdapterConnection) => {
    if (announced === connected || (namespace !== 'eip155' && registered.has('eip155'))) return
    announced = connected
    authUsers.emit('authUser', {
      address: connected.accounts[namespace as 'eip155' | 'solana'],
      chainId: connection.caipNetworkId.split(':')[1] ?? '',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      email: connected.user.email,
      username: connected.user.username,
    })
  }

  const auth: AuthConnectorProvider = {
    kind: 'portico-auth',
    preload: () => session.preload(),
    connectEmail: async (email) => (await session.request('CONNECT_EMAIL', { email })).action,
    connectDevice: async (email) => {
      await session.request('CONNECT_DEVICE', { email })
    },
    connectOtp: async (email, otp) => {
      session.setConnected(await session.request('CONNECT_OTP', { email, otp }))
    },
    connectSocial(provider) {
      let popup: Window
      try {
        // Opened here, synchronously in the user's click; everything after it may wait.
        popup = openSocialPopup(options.secureSiteUrl)
      } catch (error) {
        return Promise.reject(error)
      }
      return session.socialLogin(provider, popup).then(() => undefined)
    },
    user: () => {
      const user = session.connected?.user
      return user ? { email: user.email, username: user.username, provider: user.provider } : undefined
    },
    exportPrivateKey: (namespace) => session.exportPrivateKey(namespace),
  }

  function adapterFor<N extends 'eip155' | 'solana'>(namespace: N, provider: object): ChainAdapter<N> {
    const emitter = createEmitter<AdapterEvents>()
    let network: CaipNetwork | undefined
    const connector: Connector = {
      id: AUTH_CONNECTOR_ID,
      name: 'Email',
      type: 'auth',
      chain: namespace,
      provider: Object.assign(provider, auth),
    }
    const connectionOf = (connected: Connected | undefined, wanted?: CaipNetwork): AdapterConnection | undefined => {
      if (!connected) return undefined
      if (wanted) network = wanted
      if (!network) return undefined
      const connection: AdapterConnection = {
        connectorId: AUTH_CONNECTOR_ID,
        caipNetworkId: network.caipNetworkId,
        accounts: [{ address: connected.accounts[namespace], type: 'eoa' }],
        name: connected.user.provider,
      }
      announce(namespace, connected, connection)
      return connection
    }
    session.onChange((connected) => {
      if (!connected) emitter.emit('disconnect', { namespace, connectorId: AUTH_CONNECTOR_ID })
    })
    const assertNs = (ns: ChainNamespace) => {
      if (ns !== namespace) throw new PorticoError('UNSUPPORTED_NAMESPACE', { params: { namespace: ns } })
    }

    const adapter: ChainAdapter<N> = {
      namespace,
      on: emitter.on,
      configureService: (service) => session.setProjectId(service.projectId),
      setAuthHost: (value) => {
        host = value
        registered.add(namespace)
      },
      async connect({ namespace: ns, caipNetwork }) {
        assertNs(ns)
        // The views signed in first (EmailVerifyOtp); connecting reads the sign-in, it never asks for a code.
        const connection = connectionOf(session.connected ?? (await session.restore()), caipNetwork)
        if (!connection) throw new PorticoError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
        return connection
      },
      async reconnect({ namespace: ns, caipNetwork }) {
        assertNs(ns)
        return connectionOf(await session.restore().catch(() => undefined), caipNetwork)
      },
      async disconnect({ namespace: ns }) {
        assertNs(ns)
        await session.signOut()
      },
      async getAccounts({ namespace: ns }) {
        assertNs(ns)
        const address = session.connected?.accounts[namespace]
        return address ? [{ address, type: 'eoa' as const }] : []
      },
      async switchNetwork({ namespace: ns, caipNetwork }) {
        assertNs(ns)
        network = caipNetwork
        emitter.emit('chainChanged', {
          namespace,
          connectorId: AUTH_CONNECTOR_ID,
          caipNetworkId: caipNetwork.caipNetworkId,
        })
      },
      async signMessage({ namespace: ns, message }) {
        assertNs(ns)
        if (namespace === 'eip155') {
          return (await (provider as ReturnType<typeof createEvmProvider>).request({
            method: 'personal_sign',
            params: [message],
          })) as string
        }
        const bytes = new TextEncoder().encode(message)
        return (await session.request('SOLANA_SIGN_MESSAGE', { message: bytesToBase64(bytes) })).signature
      },
      async getBalance({ caipNetwork }) {
        return { balance: '0', symbol: caipNetwork.nativeCurrency.symbol }
      },
      async syncConnectors({ namespace: ns }) {
        assertNs(ns)
        return [connector]
      },
    }
    return Object.assign(adapter, { currentNetwork: () => network })
  }

  let evm: ChainAdapter<'eip155'> & { currentNetwork?: () => CaipNetwork | undefined }
  const evmProvider = createEvmProvider({
    session,
    host: () => host,
    network: () => evm.currentNetwork?.(),
    switchChain: async () => {
      // Chain switches go through the modal (core's switchNetwork), which tells this adapter.
      throw new PorticoError('CHAIN_NOT_SUPPORTED')
    },
  })
  evm = adapterFor('eip155', evmProvider)

  const solanaProvider = {
    async signMessage(message: Uint8Array): Promise<string> {
      return (await session.request('SOLANA_SIGN_MESSAGE', { message: bytesToBase64(message) })).signature
    },
    /** A wire-format transaction (base64) signed in the frame after the user approved it in the modal. */
    async signTransaction(transaction: string): Promise<string> {
      if (!host || !(await host.approve({ namespace: 'solana', method: 'solana_signTransaction' })))
        throw userRejected()
      return (await session.request('SOLANA_SIGN_TRANSACTION', { transaction })).transaction
    },
  }
  const solana = adapterFor('solana', solanaProvider)
  return { session, adapters: [evm, solana], onAuthUser: (listener) => authUsers.on('authUser', listener) }
}
