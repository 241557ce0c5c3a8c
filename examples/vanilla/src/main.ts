import { WagmiAdapter } from '@portico/adapter-wagmi'
import { createAppKit } from '@portico/react/vanilla'
import { localChain } from './local-chain'

// AppKit's JavaScript + wagmi quick start; only the package names differ (docs/migrating-from-appkit.md).

// 1. The project id (any string: Portico asks no hosted service for it).
const projectId = 'example-project-id'

// 2. The networks the app supports.
export const networks = [localChain]

// 3. The wagmi adapter.
const wagmiAdapter = new WagmiAdapter({ projectId, networks })

// 4. What wallets show about this app (optional).
const metadata = {
  name: 'Portico example',
  description: 'AppKit quick start on Portico, no framework',
  url: window.location.origin,
  icons: [],
}

// 5. The modal; it also registers <appkit-button> and <appkit-network-button> used in index.html.
const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  metadata,
  projectId,
  features: {
    analytics: true, // AppKit's default; Portico sends analytics only to a service of your own (`apiUrl`)
  },
})

// 6. Or open it from the page's own buttons.
const byId = (id: string) => document.getElementById(id) as HTMLElement
byId('open-connect-modal').addEventListener('click', () => modal.open())
byId('open-network-modal').addEventListener('click', () => modal.open({ view: 'Networks' }))
byId('disconnect').addEventListener('click', () => modal.disconnect())

// 7. Follow the account and the network through the vanilla API: the getters for now, the subscriptions for changes.
const text = (testId: string, value: string) => {
  const element = document.querySelector(`[data-testid="${testId}"]`)
  if (element) element.textContent = value
}
function showAccount(isConnected: boolean, address: string | undefined) {
  text('status', isConnected ? 'connected' : 'disconnected')
  text('address', address ?? '—')
  byId('disconnect').hidden = !isConnected
}
const showNetwork = (caipNetworkId: string | undefined) => text('network', caipNetworkId ?? '—')

showAccount(modal.getIsConnectedState(), modal.getAddress())
showNetwork(modal.getCaipNetwork()?.caipNetworkId)
modal.subscribeAccount((account) => showAccount(account.isConnected, account.address))
modal.subscribeNetwork((network) => showNetwork(network.caipNetworkId))
