import { createPolkadotAdapter } from '@portico/adapter-polkadot'
import { type CaipNetwork, withRpcUrl } from '@portico/common'
import { polkadot, westend } from '@portico/common/networks'
import { createAppKit } from '@portico/react'
import { devStack } from '../../stack'

// The registry test imports every configuration outside a browser, where there is no location.
const page = typeof location === 'undefined' ? undefined : location
const params = new URLSearchParams(page?.search ?? '')

// No Substrate node runs on this machine and the presets point at public RPCs: the lab gives them a local address and
// never calls it, so nothing reaches outside.
export const networks: [CaipNetwork, ...CaipNetwork[]] = [
  withRpcUrl(polkadot, 'http://127.0.0.1:9933'),
  withRpcUrl(westend, 'http://127.0.0.1:9934'),
]

export const dotAdapter = createPolkadotAdapter({
  appName: 'Portico lab',
  // Nothing to ask: balances are unavailable at once (core shows 0.00) rather than a refused local connection.
  post: async () => {
    throw new Error('No Substrate node runs in the dev stack')
  },
})

export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters: [dotAdapter],
  metadata: { name: 'Portico lab', description: 'Polkadot extensions', url: page?.origin ?? '', icons: [] },
  locale: params.get('locale') ?? 'en',
  themeMode: params.get('theme') === 'dark' ? 'dark' : params.get('theme') === 'light' ? 'light' : 'system',
})
