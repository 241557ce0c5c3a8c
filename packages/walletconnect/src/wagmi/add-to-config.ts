import type { Config } from '@wagmi/core'
import type { WalletConnectClient } from '../client/create-client'
import { WALLETCONNECT_CONNECTOR_ID, walletConnectConnector } from './connector'

/**
 * Adds the WalletConnect connector to a wagmi config that was built without it (an app that gave createAppKit only a
 * projectId), the way wagmi adds the wallets EIP-6963 announces after start-up. A config that already has a
 * WalletConnect connector (the app's own) is left alone. Answers whether it added one.
 */
export function addWalletConnectToWagmi(
  config: Config,
  client: WalletConnectClient,
  options: { name?: string; icon?: string } = {},
): boolean {
  if (config.connectors.some((c) => c.id === WALLETCONNECT_CONNECTOR_ID || c.type === 'walletConnect')) return false
  const connector = config._internal.connectors.setup(walletConnectConnector(client, options))
  config._internal.connectors.setState((connectors) => [...connectors, connector])
  return true
}
