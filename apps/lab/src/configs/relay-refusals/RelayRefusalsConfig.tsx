import { localEvm, solanaLocalnet } from '@portico/common/networks'
import { AppKitButton, createAppKit, useAppKitAccount } from '@portico/react'
import { createWalletConnectAdapter, createWalletConnectClient } from '@portico/walletconnect'
import { devStack } from '../../stack'
import { sol } from '../memory/wallets'
import { appearance } from '../page'

// §8 relay refusals: WalletConnect on the dev stack's relay under the project id taken from ?project= (the dev stack
// refuses portico-dev-relay-unknown, portico-dev-relay-foreign-origin and portico-dev-relay-clock-behind, each for
// one reason), beside an in-memory Solana wallet to choose instead. The modal's own project stays portico-dev, so
// apps/api raises none of its configuration alerts and what the page shows is the relay's answer alone.
const page = typeof location === 'undefined' ? undefined : location
const relayProject = new URLSearchParams(page?.search ?? '').get('project') ?? 'portico-dev'
const relayUrl = typeof devStack?.relay === 'string' ? devStack.relay : undefined
const metadata = {
  name: 'Portico lab — relay refusals',
  description: 'Relay refusals',
  url: page?.origin ?? '',
  icons: [],
}

const walletConnect = createWalletConnectClient({
  projectId: relayProject,
  metadata,
  networks: [localEvm],
  // Without a dev stack there is no local relay: the lab never falls back to the hosted one.
  relayUrl: relayUrl ?? 'ws://127.0.0.1:1',
})

createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks: [localEvm, solanaLocalnet],
  adapters: [createWalletConnectAdapter({ client: walletConnect, namespace: 'eip155' }), sol],
  metadata,
  enableReconnect: false,
  ...appearance(),
})

function Status() {
  const account = useAppKitAccount()
  return (
    <p>
      Status <output data-testid="portico-status">{account.status}</output>, address{' '}
      <output data-testid="portico-caip-address">{account.caipAddress ?? '—'}</output>
    </p>
  )
}

export default function RelayRefusalsConfig() {
  return (
    <section data-testid="lab-relay-refusals">
      <h2>Relay refusals</h2>
      <p>
        WalletConnect project: <output data-testid="relay-project">{relayProject}</output>
      </p>
      <AppKitButton />
      <Status />
    </section>
  )
}
