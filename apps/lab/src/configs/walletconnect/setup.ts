import { createWagmiAdapter } from '@portico/adapter-wagmi'
import { type CaipNetwork, withRpcUrl } from '@portico/common'
import { localEvm, localEvm2 } from '@portico/common/networks'
import { createAppKit } from '@portico/react'
import { createWalletConnectClient, walletConnectConnector } from '@portico/walletconnect'
import { devStack } from '../../stack'
import { labSiwx } from './siwx'

// The registry test imports every configuration outside a browser, where there is no location.
const page = typeof location === 'undefined' ? undefined : location
const params = new URLSearchParams(page?.search ?? '')

function localChain(network: CaipNetwork<'eip155'>, chainId: '31337' | '31338'): CaipNetwork<'eip155'> {
  const rpc = devStack?.evm?.[chainId]
  return { ...(rpc ? withRpcUrl(network, rpc) : network), testnet: false }
}

export const networks: [CaipNetwork, ...CaipNetwork[]] = [localChain(localEvm, '31337'), localChain(localEvm2, '31338')]

/** The dev stack's relay (ws://127.0.0.1:port); `?relay=` overrides it for a relay started by hand. */
export const relayUrl = params.get('relay') ?? (typeof devStack?.relay === 'string' ? devStack.relay : undefined)

/** `?siwx=1`: one-click sign-in (see ./siwx). */
export const siwx = params.get('siwx') === '1' ? labSiwx(page) : undefined

const metadata = {
  name: 'Portico lab',
  description: 'WalletConnect over the local relay',
  url: page?.origin ?? 'http://127.0.0.1',
  icons: [],
}

/**
 * The pairing client: nothing of the universal provider is loaded until the user picks WalletConnect (or a stored
 * session is restored on load). With a local relay, verify is off and telemetry is always off: no other host.
 */
export const walletConnect = createWalletConnectClient({
  projectId: 'portico-dev',
  metadata,
  networks,
  // Without a dev stack there is no local relay: the lab never falls back to the hosted one.
  relayUrl: relayUrl ?? 'ws://127.0.0.1:1',
  ...(params.get('pairingExpiry') ? { pairingExpirySeconds: Number(params.get('pairingExpiry')) } : {}),
  ...(siwx ? { siwx } : {}),
})

/** WalletConnect is a wagmi connector here: wagmi's config stays the one EVM wallet state. */
export const evmAdapter = createWagmiAdapter({ networks, connectors: [walletConnectConnector(walletConnect)] })

export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters: [evmAdapter],
  metadata,
  ...(siwx ? { siwx } : {}),
  locale: params.get('locale') ?? 'en',
  themeMode: params.get('theme') === 'dark' ? 'dark' : params.get('theme') === 'light' ? 'light' : 'system',
})
