import { AppKitButton, useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@portico/react'
import { AppKitProvider } from './config'

function Account() {
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  return (
    <section>
      <p>
        <button type="button" onClick={() => open()}>
          Open modal
        </button>{' '}
        <button type="button" onClick={() => open({ view: 'Networks' })}>
          Open networks
        </button>{' '}
        {isConnected ? (
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
        ) : null}
      </p>
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{isConnected ? 'connected' : 'disconnected'}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{caipNetworkId ?? '—'}</dd>
      </dl>
    </section>
  )
}

export function App() {
  return (
    <AppKitProvider>
      <h1>Portico · Vite + React + wagmi</h1>
      <AppKitButton />
      <Account />
    </AppKitProvider>
  )
}
