import { createBitcoinAdapter } from '@portico/adapter-bitcoin'
import { type CaipNetwork, withRpcUrl } from '@portico/common'
import { bitcoinRegtest, bitcoinTestnet } from '@portico/common/networks'
import { createAppKit } from '@portico/react'
import { devStack } from '../../stack'

// The registry test imports every configuration outside a browser, where there is no location.
const page = typeof location === 'undefined' ? undefined : location
const params = new URLSearchParams(page?.search ?? '')

// No Bitcoin node or indexer runs on this machine: balances come from the wallet (sats-connect getBalance). The
// testnet preset points at a public indexer, so the lab gives it a local address that nothing answers instead.
export const networks: [CaipNetwork, ...CaipNetwork[]] = [
  bitcoinRegtest,
  withRpcUrl(bitcoinTestnet, 'http://127.0.0.1:18332'),
]

export const btcAdapter = createBitcoinAdapter()

export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters: [btcAdapter],
  metadata: { name: 'Portico lab', description: 'Bitcoin wallets', url: page?.origin ?? '', icons: [] },
  locale: params.get('locale') ?? 'en',
  themeMode: params.get('theme') === 'dark' ? 'dark' : params.get('theme') === 'light' ? 'light' : 'system',
})
