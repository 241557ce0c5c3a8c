'use client'

import { AppKitButton, useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@portico/react'
import { useAccount } from 'wagmi'

// The page's interactive part, a client component like AppKit's own page: the button, and what the hooks say.
export function Account() {
  const { open } = useAppKit()
  // Portico's hooks and button start from the cookie as well (<AppKitProvider cookies> in the context provider).
  const { address, isConnected, status } = useAppKitAccount()
  const { caipNetworkId } = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  // wagmi's own hooks start from the cookie's state (the layout's cookieToInitialState), on the server too.
  const wagmi = useAccount()
  return (
    <section>
      <AppKitButton />
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
        <dt>Portico status</dt>
        <dd data-testid="portico-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="network">{caipNetworkId ?? '—'}</dd>
        <dt>wagmi status (from the cookie on the server render)</dt>
        <dd data-testid="wagmi-status">{wagmi.status}</dd>
        <dt>wagmi address</dt>
        <dd data-testid="wagmi-address">{wagmi.address ?? '—'}</dd>
      </dl>
    </section>
  )
}
