import { WagmiAdapter } from '@portico/adapter-wagmi'
import { createAppKit } from '@portico/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { localChain } from './local-chain'

// AppKit's React + wagmi quick start, step by step; only the package names differ (docs/migrating-from-appkit.md).
// The root README's "Use it in your app" shows this file without its comments, on mainnet and arbitrum instead of
// the local chain; scripts/docs/readme-snippet.test.mjs keeps the two the same.

// 0. wagmi's hooks need a react-query client.
const queryClient = new QueryClient()

// 1. The project id (any string: Portico asks no hosted service for it).
const projectId = 'example-project-id'

// 2. What wallets show about this app (optional).
const metadata = {
  name: 'Portico example',
  description: 'AppKit quick start on Portico',
  url: window.location.origin,
  icons: [],
}

// 3. The networks the app supports.
const networks = [localChain]

// 4. The wagmi adapter; its wagmiConfig goes to <WagmiProvider>.
const wagmiAdapter = new WagmiAdapter({ networks, projectId, ssr: true })

// 5. The modal, created once at module level.
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
  features: {
    analytics: true, // AppKit's default; Portico sends analytics only to a service of your own (`apiUrl`)
  },
})

export function AppKitProvider({ children }: { children: ReactNode }) {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}
