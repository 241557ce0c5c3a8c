import { type CaipNetworkId, PorticoError } from '@portico/common'
import type { CreateConnectorFn } from '@wagmi/core'
import type { WalletConnectClient } from '../client/create-client'
import { accountsOn } from '../client/namespaces'
import type { SessionSummary } from '../client/types'
import { createEip1193, type WalletConnectEip1193 } from './eip1193'

/** The id core groups under "walletConnect" (§9 connector group order puts it first). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'

type Address = `0x${string}`
const isEvmAddress = (a: string): a is Address => /^0x[0-9a-fA-F]{40}$/.test(a)

/**
 * A wagmi connector on a WalletConnect client, for adapter-wagmi's `connectors` option. It mirrors the session's
 * eip155 accounts and chain into wagmi, so the wagmi config stays the one EVM wallet state, and it loads the
 * universal provider only when the user pairs (or when a page load finds a stored session).
 */
export function walletConnectConnector(
  client: WalletConnectClient,
  options: { name?: string; icon?: string } = {},
): CreateConnectorFn<WalletConnectEip1193> {
  return (config) => {
    let chainId: number = config.chains[0].id
    const provider = createEip1193(client, () => chainId)
    let stops: (() => void)[] = []

    const evmAccounts = (session: SessionSummary | undefined): Address[] =>
      accountsOn(session?.namespaces.eip155, `eip155:${chainId}`).filter(isEvmAddress)

    /** The chain to use: the one asked for if the wallet approved it, else the first approved one wagmi knows. */
    const pickChain = (session: SessionSummary, wanted: number | undefined): number => {
      const approved = (session.namespaces.eip155?.chains ?? []).map((c) => Number(c.split(':')[1]))
      const known = approved.filter((id) => config.chains.some((c) => c.id === id))
      if (wanted !== undefined && known.includes(wanted)) return wanted
      const first = known[0]
      if (first === undefined) throw new PorticoError('CHAIN_NOT_SUPPORTED')
      return first
    }

    const listen = () => {
      for (const stop of stops.splice(0)) stop()
      stops = [
        client.on('chainChanged', ({ namespace, caipNetworkId }) => {
          if (namespace === 'eip155') connector.onChainChanged(caipNetworkId.split(':')[1] as string)
        }),
        client.on('accountsChanged', ({ namespace, accounts }) => {
          if (namespace === 'eip155') connector.onAccountsChanged(accounts)
        }),
        client.on('session', () => {
          const accounts = evmAccounts(client.getState().session)
          if (accounts.length > 0) config.emitter.emit('change', { accounts })
        }),
        client.on('disconnect', () => connector.onDisconnect()),
      ]
    }

    const connector = {
      id: WALLETCONNECT_CONNECTOR_ID,
      name: options.name ?? 'WalletConnect',
      type: 'walletConnect',
      ...(options.icon ? { icon: options.icon } : {}),

      async connect(
        params: {
          chainId?: number | undefined
          isReconnecting?: boolean | undefined
          withCapabilities?: boolean | undefined
        } = {},
      ) {
        const { chainId: wanted, isReconnecting, withCapabilities } = params
        const session = isReconnecting ? await client.restore() : await client.connect()
        if (!session) throw new PorticoError('FAILED_TO_CONNECT')
        chainId = pickChain(session, wanted)
        await client.setDefaultChain(`eip155:${chainId}` as CaipNetworkId)
        const accounts = evmAccounts(session)
        if (accounts.length === 0) throw new PorticoError('CHAIN_NOT_SUPPORTED')
        listen()
        return {
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId,
        }
      },
      async disconnect() {
        for (const stop of stops.splice(0)) stop()
        await client.disconnect()
      },
      async getAccounts() {
        return evmAccounts(client.getState().session)
      },
      async getChainId() {
        return chainId
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        if (!client.hasStoredSession()) return false
        try {
          const session = await client.restore()
          return evmAccounts(session).length > 0 || Boolean(session?.namespaces.eip155)
        } catch {
          return false
        }
      },
      async switchChain({ chainId: id }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === id)
        if (!chain) throw new PorticoError('CHAIN_NOT_SUPPORTED')
        const caip = `eip155:${id}` as CaipNetworkId
        const approved = client.getState().session?.namespaces.eip155?.chains ?? []
        // A chain outside the session has to be asked of the wallet; an approved one is the dapp's own choice.
        if (!approved.includes(caip)) {
          await client.request(
            { method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${id.toString(16)}` }] },
            `eip155:${chainId}` as CaipNetworkId,
          )
        }
        await client.setDefaultChain(caip)
        chainId = id
        config.emitter.emit('change', { chainId: id })
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        const valid = accounts.filter(isEvmAddress)
        if (valid.length === 0) return connector.onDisconnect()
        config.emitter.emit('change', { accounts: valid })
      },
      onChainChanged(id: string) {
        const next = Number(id)
        if (!Number.isSafeInteger(next)) return
        chainId = next
        config.emitter.emit('change', { chainId: next })
      },
      onDisconnect() {
        for (const stop of stops.splice(0)) stop()
        config.emitter.emit('disconnect')
      },
    }
    return connector
  }
}
