import { AppKitButton, useAppKit, useAppKitAccount, useAppKitState } from '@portico/react'
import { WagmiProvider } from 'wagmi'
import { evmAdapter } from './setup'

function Lab() {
  const { open } = useAppKit()
  const account = useAppKitAccount({ namespace: 'eip155' })
  const state = useAppKitState()
  return (
    <section data-testid="lab-onramp">
      <h2>On-ramp (sandbox provider on the local anvil chains)</h2>
      <p>
        Buy ether or PUSD with a test card (4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined). The checkout
        opens in a popup on the sandbox&apos;s own origin and its treasury delivers on anvil. The dev project&apos;s
        remote configuration turns the onramp feature on (§6: it wins over the local flag).
      </p>
      <p>
        <AppKitButton />{' '}
        <button type="button" onClick={() => void open({ view: 'OnRampProviders' })}>
          Buy crypto
        </button>
      </p>
      <p>
        Status <span data-testid="onramp-status">{account.status}</span>, address{' '}
        <span data-testid="onramp-address">{account.address ?? '—'}</span>, initialized{' '}
        <span data-testid="hook-initialized">{String(state.initialized)}</span>
      </p>
    </section>
  )
}

/** The lab's `onramp` configuration. */
export default function OnRampConfig() {
  return (
    <WagmiProvider config={evmAdapter.wagmiConfig}>
      <Lab />
    </WagmiProvider>
  )
}
