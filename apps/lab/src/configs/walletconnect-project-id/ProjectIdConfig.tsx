import { AppKitButton, useAppKitAccount, useAppKitState } from '@portico/react'
import { useState } from 'react'
import { HeadlessWallets } from './HeadlessWallets'
import { appKit, bitcoinOnly, headless, signNamespace, solanaOnly, withoutAdapters } from './setup'
import { Transactions } from './Transactions'

function Lab() {
  const account = useAppKitAccount()
  const state = useAppKitState()
  const [signature, setSignature] = useState('')
  const sign = () =>
    void appKit.core.signMessage({ namespace: signNamespace, message: 'Hello from a projectId' }).then(
      (signed) => setSignature(signed),
      (error: unknown) => setSignature(`error: ${String(error)}`),
    )
  return (
    <section data-testid="lab-walletconnect-project-id">
      <h2>
        WalletConnect from a projectId{' '}
        {withoutAdapters
          ? '(no adapters)'
          : solanaOnly
            ? '(Solana adapter)'
            : bitcoinOnly
              ? '(Bitcoin adapter)'
              : '(WagmiAdapter)'}
      </h2>
      <p>
        <AppKitButton />
      </p>
      <p>
        Status <span data-testid="portico-status">{account.status}</span>, address{' '}
        <span data-testid="portico-caip-address">{account.caipAddress ?? '—'}</span>, initialized{' '}
        <span data-testid="hook-initialized">{String(state.initialized)}</span>
      </p>
      <p>
        <button type="button" disabled={account.status !== 'connected'} onClick={sign}>
          Sign message
        </button>{' '}
        <output data-testid="sign-result">{signature}</output>
      </p>
      {solanaOnly || bitcoinOnly ? <Transactions /> : null}
      {headless ? <HeadlessWallets /> : null}
    </section>
  )
}

export default function ProjectIdConfig() {
  return <Lab />
}
