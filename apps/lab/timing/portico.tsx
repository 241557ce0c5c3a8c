import { createWagmiAdapter } from '@portico/adapter-wagmi'
import type { CaipNetwork } from '@portico/common'
import { AppKitButton, createAppKit } from '@portico/react'
import type { Chain } from 'viem'
import { useConnection } from 'wagmi'
import { renderApp } from './app'
import { anvilA, anvilB, params, wagmiConfig } from './wagmi'

// "React + wagmi + the library's connect button": the baseline's app with createAppKit (module level, as an app does)
// over the app's own wagmi config through @portico/adapter-wagmi, and AppKitButton in place of the hand-written button.
const network = (chain: Chain): CaipNetwork => ({
  id: chain.id,
  caipNetworkId: `eip155:${chain.id}`,
  chainNamespace: 'eip155',
  name: chain.name,
  nativeCurrency: chain.nativeCurrency,
  rpcUrls: { default: { http: [...chain.rpcUrls.default.http] } },
})
const networks: [CaipNetwork, ...CaipNetwork[]] = [network(anvilA), network(anvilB)]
const api = params.get('api')

createAppKit({
  projectId: 'portico-dev',
  ...(api ? { apiUrl: api } : {}),
  networks,
  adapters: [createWagmiAdapter({ networks, wagmiConfig })],
})

function Shell() {
  const connection = useConnection()
  return (
    <div>
      <p>Status: {connection.status}</p>
      <AppKitButton />
    </div>
  )
}

renderApp(<Shell />)
