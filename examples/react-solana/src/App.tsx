import { AppKitButton, useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@portico/react'
import './config'

function Account() {
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount({ namespace: 'solana' })
  const { caipNetworkId } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  return (
    <section>
      <p>
        <button type="button" onClick={() => open()}>
          Open modal
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

// AppKit's quick start renders the app below createAppKit with no provider: the hooks find the modal on their own.
export function App() {
  return (
    <>
      <h1>Portico · Vite + React + Solana</h1>
      <AppKitButton />
      <Account />
    </>
  )
}
