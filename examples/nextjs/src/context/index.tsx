'use client'

import { AppKitProvider, cookieStorage, createAppKit } from '@portico/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { cookieToInitialState, WagmiProvider } from 'wagmi'
import { networks, projectId, wagmiAdapter } from '@/config'
import { localChain } from '../config/local-chain'

// The client boundary of AppKit's Next.js quick start: the modal and the providers live below 'use client'.

const queryClient = new QueryClient()

// What wallets show about this app. `example.com` is a reserved name: nothing is fetched from it.
const metadata = {
  name: 'Portico example',
  description: 'AppKit Next.js quick start on Portico',
  url: 'https://example.com',
  icons: [],
}

// Created once at module level, on the server render too (where it starts nothing).
export const modal = createAppKit({
  adapters: [wagmiAdapter],
  projectId,
  networks,
  defaultNetwork: localChain,
  metadata,
  // Portico's own state in a cookie too, so the server render shows the connection (see <AppKitProvider cookies>).
  storage: cookieStorage(),
  features: {
    analytics: true, // AppKit's default; Portico sends analytics only to a service of your own (`apiUrl`)
  },
})

// `cookies` is the request's Cookie header, read by the server layout: wagmi's state and Portico's start from it, so
// the first render (server and hydrating client alike) already has the connection.
export default function ContextProvider({ children, cookies }: { children: ReactNode; cookies: string | null }) {
  const initialState = cookieToInitialState(wagmiAdapter.wagmiConfig, cookies)
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig} initialState={initialState}>
      <QueryClientProvider client={queryClient}>
        <AppKitProvider appKit={modal} cookies={cookies}>
          {children}
        </AppKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
