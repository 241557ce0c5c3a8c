import { type CaipNetwork, type ChainNamespace, PorticoError } from '@portico/common'
import { featureError } from '@portico/common/errors'
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
import type { AccountTypeChoice, SmartAccountOptions } from '../smart/options'
import type { ServiceRef } from '../smart/service-config'
import type { SmartAccounts } from '../smart/smart-accounts'
import { authAccountType } from './auth-account-type'
import type { createEvmProvider } from './evm-provider'
import { EmbeddedSession, type EmbeddedSessionOptions } from './session'
import { openSocialPopup } from './social-popup'
import { createSolanaProvider } from './solana-provider'
import { solanaSendCapability } from './solana-send'

export interface EmbeddedWalletOptions extends EmbeddedSessionOptions {
  /**
   * ERC-4337 (issue 19): with it, eip155 networks the service lists in `smartAccountEnabledNetworks` answer with a
   * smart account owned by the embedded EOA (§9 default), unless the user chose the EOA. Without it: the EOA only.
   */
  smartAccount?: SmartAccountOptions
}

/** §3 auth user event: who signed in (email or social) and the account the app now has. */
export interface AuthUserEvent {
  address: string
  chainId: string | number
  preferredAccountType: AccountType
  smartAccountDeployed: boolean
  email: string | null
  username: string | null
}

/** What the wallet gives the stand-in: its adapters, each one's connector provider, the sign-in and its event. */
export interface LoadedWallet<N extends 'eip155' | 'solana' = 'eip155' | 'solana'> {
  session: EmbeddedSession
  adapters: ChainAdapter<N>[]
  /** Each adapter's connector provider (the auth provider, and the EIP-1193 / Solana signer), for the stand-in. */
  providers: Partial<Record<N, object>>
  /**
   * Called once per sign-in (email or social login, or a reload that restored one) when the app's account connects:
   * the EVM account when the app has the EVM adapter, else the Solana one. Returns the unsubscribe.
   */
  onAuthUser(listener: (user: AuthUserEvent) => void): () => void
}

type Adapter<N extends 'eip155' | 'solana'> = ChainAdapter<N> & { currentNetwork(): CaipNetwork | undefined }

/** The sign-in both namespaces share and how an adapter is made on it; each wallet module adds its own sides. */
export interface WalletBase {
  session: EmbeddedSession
  /** The eip155 side's smart accounts, when the wallet has that side. */
  smartAccounts: SmartAccounts | undefined
  host(): AuthHost | undefined
  service(): ServiceRef | undefined
  adapterFor<N extends 'eip155' | 'solana'>(namespace: N, provider: object): Adapter<N>
  /** Re-reads the eip155 account list (type chosen, network switched, account deployed). */
  refreshEvm(): Promise<void>
  /** The Solana adapter with its signer and sends (both wallets have it). */
  solana(): { adapter: Adapter<'solana'>; provider: ReturnType<typeof createSolanaProvider> }
  onAuthUser(listener: (user: AuthUserEvent) => void): () => void
}

/**
 * One sign-in in the secure-site frame and the `auth` connector (§5 id ID_AUTH) each namespace's adapter carries.
 * `smartAccounts` is the eip155 side's (create-adapters.ts); a wallet without it answers with the EOA. Creating it
 * loads nothing; the frame and its messenger are fetched when the Connect view preloads them, a view asks for them,
 * or a reload restores a sign-in.
 */
export function createWalletBase(
  options: EmbeddedWalletOptions,
  smartAccounts?: (base: Pick<WalletBase, 'session' | 'service'>) => SmartAccounts,
): WalletBase {
  const session = new EmbeddedSession(options)
  let host: AuthHost | undefined
  let service: ServiceRef | undefined
  const smart = smartAccounts?.({ session, service: () => service })
  /** What accountType() answers synchronously: refreshed whenever the eip155 accounts are worked out. */
  let smartView: { address: string; deployed: boolean } | undefined
  let evmNetwork: () => CaipNetwork | undefined = () => undefined
  let refreshEvm: () => Promise<void> = async () => undefined
  const authUsers = createEmitter<{ authUser: AuthUserEvent }>()
  /** Namespaces core registered (it gives each adapter the auth host); the EVM one announces the user if present. */
  const registered = new Set<ChainNamespace>()
  let announced: Connected | undefined
  const announce = (namespace: ChainNamespace, connected: Connected, connection: AdapterConnection) => {
    if (announced === connected || (namespace !== 'eip155' && registered.has('eip155'))) return
    announced = connected
    authUsers.emit('authUser', {
      address: connection.accounts[0]?.address ?? connected.accounts[namespace as 'eip155' | 'solana'],
      chainId: connection.caipNetworkId.split(':')[1] ?? '',
      // Issue 19: the account the wallet answers with, as SmartAccountSettings shows it.
      ...authAccountType(namespace === 'eip155' ? auth.accountType?.() : undefined),
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
    farcasterStart: async () => (await session.request('FARCASTER_START', {})).url,
    farcasterWait: async (url) => {
      session.setConnected(await session.request('FARCASTER_WAIT', { url }))
    },
    farcasterCancel: () => {
      void session.request('FARCASTER_CANCEL', {}).catch(() => undefined)
    },
    /** `opened`: the popup the lazy stand-in (lazy-wallet.ts) opened in the user's click before this code loaded. */
    connectSocial(provider, opened?: Window) {
      let popup: Window
      try {
        // Opened here, synchronously in the user's click; everything after it may wait.
        popup = opened ?? openSocialPopup(options.secureSiteUrl)
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
    updateEmail: async (newEmail) => {
      await session.request('UPDATE_EMAIL', { newEmail })
    },
    updateEmailVerify: async (otp, step) => {
      const answer = await session.request('UPDATE_EMAIL_VERIFY', { otp, step })
      if (!('user' in answer)) return 'SECONDARY'
      const connected = session.connected
      if (connected) session.setConnected({ ...connected, user: answer.user })
      return 'DONE'
    },
    updateEmailResend: async () => {
      await session.request('UPDATE_EMAIL_RESEND', {})
    },
    accountType: () => {
      if (!options.smartAccount || !smart) return undefined
      const available = smart.available(evmNetwork())
      const answersSmart = available && smart.preferred() === 'smartAccount'
      return {
        preferredAccountType: answersSmart ? 'smartAccount' : 'eoa',
        smartAccountAvailable: available,
        smartAccountDeployed: answersSmart && (smartView?.deployed ?? false),
        smartAccountEnabledNetworks: [...smart.enabledNetworks()],
      }
    },
    setPreferredAccountType: async (type: AccountTypeChoice) => {
      smart?.setPreferred(type)
      await refreshEvm()
    },
  }

  /** The eip155 account the wallet answers with: the smart account where there is one and it is chosen. */
  async function evmAccounts(owner: string, network: CaipNetwork | undefined): Promise<AdapterConnection['accounts']> {
    const eoa = { address: owner, type: 'eoa' as const }
    const pending = smart?.accountOn(network)
    const account = pending ? await pending.catch(() => undefined) : undefined
    if (!smart || !account || !network) {
      smartView = undefined
      return [eoa]
    }
    smartView = { address: account.address, deployed: await smart.isDeployed(network, account) }
    // One account, the chosen type: SmartAccountSettings is where the type is switched, so Account's account list
    // (which would only move core's selection, not the wallet's) does not offer the other one.
    return smart.preferred() === 'smartAccount' ? [{ address: account.address, type: 'smartAccount' as const }] : [eoa]
  }

  function adapterFor<N extends 'eip155' | 'solana'>(namespace: N, provider: object): Adapter<N> {
    const emitter = createEmitter<AdapterEvents>()
    let network: CaipNetwork | undefined
    const connector: Connector = {
      id: AUTH_CONNECTOR_ID,
      name: 'Email',
      type: 'auth',
      chain: namespace,
      provider: Object.assign(provider, auth),
    }
    const accountsOf = async (connected: Connected) =>
      namespace === 'eip155'
        ? evmAccounts(connected.accounts.eip155, network)
        : [{ address: connected.accounts[namespace], type: 'eoa' as const }]
    const connectionOf = async (
      connected: Connected | undefined,
      wanted?: CaipNetwork,
    ): Promise<AdapterConnection | undefined> => {
      if (!connected) return undefined
      if (wanted) network = wanted
      if (!network) return undefined
      if (namespace === 'eip155') await smart?.load()
      const connection: AdapterConnection = {
        connectorId: AUTH_CONNECTOR_ID,
        caipNetworkId: network.caipNetworkId,
        accounts: await accountsOf(connected),
        name: connected.user.provider,
      }
      announce(namespace, connected, connection)
      return connection
    }
    /** The account list changed (type chosen, network switched, account deployed): core shows it again. */
    const refresh = async () => {
      const connected = session.connected
      if (!connected) return
      emitter.emit('accountsChanged', {
        namespace,
        connectorId: AUTH_CONNECTOR_ID,
        accounts: await accountsOf(connected),
      })
    }
    if (namespace === 'eip155') {
      evmNetwork = () => network
      refreshEvm = refresh
    }
    session.onChange((connected) => {
      if (!connected) {
        if (namespace === 'eip155') smart?.clear()
        emitter.emit('disconnect', { namespace, connectorId: AUTH_CONNECTOR_ID })
      }
      // The same account under a new email (email update): core reads the user again.
      else void refresh()
    })
    const assertNs = (ns: ChainNamespace) => {
      if (ns !== namespace) throw new PorticoError('UNSUPPORTED_NAMESPACE', { params: { namespace: ns } })
    }

    const adapter: ChainAdapter<N> = {
      namespace,
      on: emitter.on,
      configureService: (config) => {
        service ??= config
        session.setProjectId(config.projectId)
      },
      setAuthHost: (value) => {
        host = value
        if (value.log === false) session.mute()
        registered.add(namespace)
      },
      async connect({ namespace: ns, caipNetwork }) {
        assertNs(ns)
        // The views signed in first (EmailVerifyOtp); connecting reads the sign-in, it never asks for a code.
        const connection = await connectionOf(session.connected ?? (await session.restore()), caipNetwork)
        if (!connection) throw featureError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
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
        const connected = session.connected
        return connected ? accountsOf(connected) : []
      },
      async switchNetwork({ namespace: ns, caipNetwork }) {
        assertNs(ns)
        network = caipNetwork
        emitter.emit('chainChanged', {
          namespace,
          connectorId: AUTH_CONNECTOR_ID,
          caipNetworkId: caipNetwork.caipNetworkId,
        })
        // Another network may have no smart account, or another one.
        if (namespace === 'eip155' && options.smartAccount) await refresh()
      },
      async signMessage({ namespace: ns, message }) {
        assertNs(ns)
        if (namespace === 'eip155') {
          return (await (provider as ReturnType<typeof createEvmProvider>).request({
            method: 'personal_sign',
            params: [message],
          })) as string
        }
        const solanaSigner = provider as ReturnType<typeof createSolanaProvider>
        return solanaSigner.signMessage(new TextEncoder().encode(message))
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

  return {
    session,
    smartAccounts: smart,
    host: () => host,
    service: () => service,
    adapterFor,
    refreshEvm: () => refreshEvm(),
    solana() {
      let solana: Adapter<'solana'> | undefined
      const provider = createSolanaProvider({ session, host: () => host, network: () => solana?.currentNetwork() })
      solana = adapterFor('solana', provider)
      // SOL and SPL sends from the modal (issue 17), and the balances they are checked against.
      Object.assign(
        solana,
        solanaSendCapability({
          signAndSendTransaction: provider.signAndSendTransaction,
          address: () => session.connected?.accounts.solana,
          network: () => solana?.currentNetwork(),
        }),
      )
      return { adapter: solana, provider }
    },
    onAuthUser: (listener) => authUsers.on('authUser', listener),
  }
}
