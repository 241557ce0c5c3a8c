import { SolanaAdapter } from '@portico/adapter-solana'
import { createAppKit } from '@portico/react'
import { localCluster } from './local-cluster'

// AppKit's React + Solana quick start, step by step; only the package names differ (docs/migrating-from-appkit.md).

// 0. The Solana adapter: Wallet Standard wallets are found in the page, no wallet list to import.
//    Portico's adapter is given its networks when it is built (AppKit's receives them from createAppKit).
const networks = [localCluster]
const solanaWeb3JsAdapter = new SolanaAdapter({ networks })

// 1. The project id (any string: Portico asks no hosted service for it).
const projectId = 'example-project-id'

// 2. What wallets show about this app (optional).
const metadata = {
  name: 'Portico example',
  description: 'AppKit React + Solana quick start on Portico',
  url: window.location.origin,
  icons: [],
}

// 3. The modal, created once at module level.
createAppKit({
  adapters: [solanaWeb3JsAdapter],
  networks,
  metadata,
  projectId,
  features: {
    analytics: true, // AppKit's default; Portico sends analytics only to a service of your own (`apiUrl`)
  },
})
