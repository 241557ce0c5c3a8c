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
import type { AccountTypeChoice, SmartAccountOptions } from '../smart/options'
import { fetchSmartServiceConfig, paymasterServiceUrl } from '../smart/service-config'
import { SmartAccounts } from '../smart/smart-accounts'
import { authAccountType } from './auth-account-type'
import { evmCallsCapability, evmCallsDeps } from './evm-calls'
import { createEvmProvider } from './evm-provider'
import { evmSendCapability } from './evm-send'
import { evmWriteCapability } from './evm-write'
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

export interface EmbeddedWallet {
  session: EmbeddedSession
  /** One adapter per namespace the embedded wallet serves; give both to createAppKit. */
  adapters: [ChainAdapter<'eip155'>, ChainAdapter<'solana'>]
  /** Each adapter's connector provider (the auth provider, and the EIP-1193 / Solana signer), for the stand-in. */
  providers: { eip155: object; solana: object }
  /**
   * Called once per sign-in (email or social login, or a reload that restored one) when the app's account connects:
   * the EVM account when the app has the EVM adapter, else the Solana one. Returns the unsubscribe.
   */
  onAuthUser(listener: (user: AuthUserEvent) => void): () => void
}

/**
 * The embedded (email/social) wallet as two adapters core talks to like any other: one `auth` connector (§5 id
 * ID_AUTH) per namespace, both on one sign-in in the secure-site frame. Creating them loads nothing; the frame and its
 * messenger are fetched when the Connect view preloads them, a view asks for them, or a reload restores a sign-in.
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  const session = new EmbeddedSession(options)
  let host: AuthHost | undefined
  let service: { apiUrl: string; projectId: string } | undefined
  let sponsored: readonly number[] = []
  const smart = new SmartAccounts({
    session,
    options: options.smartAccount,
    enabledNetworks: async () => {
      if (!service) return []
      const config = await fetchSmartServiceConfig(service)
      sponsored = config.paymasterEnabledNetworks
      return config.smartAccountEnabledNetworks
    },
    // ERC-7677: where the service sponsors the project's user operations, the smart account needs no ETH.
    paymasterUrl: (chainId) => (service && sponsored.includes(chainId) ? paymasterServiceUrl(service) : undefined),
  })
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
      if (!options.smartAccount) return undefined
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
      smart.setPreferred(type)
      await refreshEvm()
    },
  }

  /** The eip155 account the wallet answers with: the smart account where there is one and it is chosen. */
  async function evmAccounts(owner: string, network: CaipNetwork | undefined): Promise<AdapterConnection['accounts']> {
    const eoa = { address: owner, type: 'eoa' as const }
    const pending = smart.accountOn(network)
    const account = pending ? await pending.catch(() => undefined) : undefined
    if (!account || !network) {
      smartView = undefined
      return [eoa]
    }
    smartView = { address: account.address, deployed: await smart.isDeployed(network, account) }
    // One account, the chosen type: SmartAccountSettings is where the type is switched, so Account's account list
    // (which would only move core's selection, not the wallet's) does not offer the other one.
    return smart.preferred() === 'smartAccount' ? [{ address: account.address, type: 'smartAccount' as const }] : [eoa]
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
      if (namespace === 'eip155') await smart.load()
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
        if (namespace === 'eip155') smart.clear()
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

  let evm: ChainAdapter<'eip155'> & { currentNetwork?: () => CaipNetwork | undefined }
  const evmProvider = createEvmProvider({
    session,
    host: () => host,
    network: () => evm.currentNetwork?.(),
    switchChain: async () => {
      // Chain switches go through the modal (core's switchNetwork), which tells this adapter.
      throw new PorticoError('CHAIN_NOT_SUPPORTED')
    },
    smart: () => smart.active(evm.currentNetwork?.()),
    mined: () => void refreshEvm(),
    service: () => service,
  })
  evm = adapterFor('eip155', evmProvider)
  // The modal's Send asks the adapter, not the app's provider: the same approval and frame signing. ERC-20 sends
  // (issue 17) are the call encoded, then sent as that transaction.
  const evmSend = evmSendCapability(evmProvider, () => session.connected?.accounts.eip155)
  Object.assign(evm, evmSend, evmWriteCapability(evmSend))
  // Issue 19: EIP-5792 for core's Swap: one user operation for a batch where the smart account answers.
  Object.assign(
    evm,
    evmCallsCapability(
      evmProvider,
      evmCallsDeps(evm, () => smart.active(evm.currentNetwork?.())),
    ),
  )

  let solana: ChainAdapter<'solana'> & { currentNetwork?: () => CaipNetwork | undefined }
  const solanaProvider = createSolanaProvider({ session, host: () => host, network: () => solana.currentNetwork?.() })
  solana = adapterFor('solana', solanaProvider)
  // SOL and SPL sends from the modal (issue 17), and the balances they are checked against.
  Object.assign(
    solana,
    solanaSendCapability({
      signAndSendTransaction: solanaProvider.signAndSendTransaction,
      address: () => session.connected?.accounts.solana,
      network: () => solana.currentNetwork?.(),
    }),
  )
  return {
    session,
    adapters: [evm, solana],
    providers: { eip155: evmProvider, solana: solanaProvider },
    onAuthUser: (listener) => authUsers.on('authUser', listener),
  }
}
