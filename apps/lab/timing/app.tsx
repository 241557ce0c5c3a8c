import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { wagmiConfig } from './wagmi'

const queryClient = new QueryClient()

/** The app both timing pages share: React, wagmi's provider and react-query around the connect UI. */
export function renderApp(connectUi: ReactNode): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing')
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>{connectUi}</QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
