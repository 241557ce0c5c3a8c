import { WagmiAdapter } from '@portico/adapter-wagmi'
import { cookieStorage, createStorage } from '@wagmi/core'
import { localChain } from './local-chain'

// AppKit's Next.js (App Router) quick start, its config module: shared by the server render and the browser.

// The project id, from the environment as in AppKit's text. Portico asks no hosted service for it, so the example
// falls back to a fixed one rather than refusing to build without an .env file.
export const projectId = process.env.NEXT_PUBLIC_PROJECT_ID ?? 'example-project-id'

export const networks = [localChain]

// wagmi keeps its state in a cookie, so the server render can read the connection the browser last had.
export const wagmiAdapter = new WagmiAdapter({
  storage: createStorage({ storage: cookieStorage }),
  ssr: true,
  projectId,
  networks,
})

export const config = wagmiAdapter.wagmiConfig
