import { createSolanaAdapter } from '@portico/adapter-solana'
import { type CaipNetwork, solana, solanaDevnet, solanaLocalnet, withRpcUrl } from '@portico/common'
import { createAppKit } from '@portico/react'
import { SOLANA_DEV_TOKEN } from '@portico/testing/solana-wallet'
import { devStack } from '../../stack'

// The registry test imports every configuration outside a browser, where there is no location.
const page = typeof location === 'undefined' ? undefined : location
const params = new URLSearchParams(page?.search ?? '')

interface SolanaUrls {
  http: string
  ws: string
}
const local = devStack?.solana as SolanaUrls | undefined

// Localnet is the dev stack's LiteSVM service. Devnet and mainnet are offered for switching, but nothing may leave
// this machine: they get local addresses that nothing answers, so their balances read as unavailable (0.00).
export const localnet = local
  ? { ...solanaLocalnet, rpcUrls: { default: { http: [local.http], webSocket: [local.ws] } } }
  : solanaLocalnet
export const networks: [CaipNetwork, ...CaipNetwork[]] = [
  localnet,
  withRpcUrl(solanaDevnet, 'http://127.0.0.1:9935/devnet'),
  withRpcUrl(solana, 'http://127.0.0.1:9935/mainnet'),
]

export const solAdapter = createSolanaAdapter({
  networks: networks as CaipNetwork<'solana'>[],
  tokens: [{ mint: SOLANA_DEV_TOKEN.mint, symbol: SOLANA_DEV_TOKEN.symbol, name: SOLANA_DEV_TOKEN.name }],
})

export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters: [solAdapter],
  metadata: { name: 'Portico lab', description: 'Solana wallets', url: page?.origin ?? '', icons: [] },
  locale: params.get('locale') ?? 'en',
  themeMode: params.get('theme') === 'dark' ? 'dark' : params.get('theme') === 'light' ? 'light' : 'system',
})

export { SOLANA_DEV_TOKEN }
