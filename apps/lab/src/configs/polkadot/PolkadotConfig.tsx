import { AppKitButton, AppKitNetworkButton, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@portico/react'
import { type FormEvent, useState } from 'react'
import { Result, useAction } from '../action/action'
import { ReceiveButton } from '../ReceiveButton'
import { appKit } from './setup'

export default function PolkadotConfig() {
  const account = useAppKitAccount({ namespace: 'polkadot' })
  const network = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  const [message, setMessage] = useState('Hello from the Portico lab')
  const [sign, startSign] = useAction()
  const connected = account.status === 'connected'

  const onSign = (e: FormEvent) => {
    e.preventDefault()
    startSign(() => appKit.core.signMessage({ namespace: 'polkadot', message }))
  }

  return (
    <section data-testid="lab-polkadot">
      <h2>Polkadot extensions (window.injectedWeb3)</h2>
      <p>
        <AppKitButton namespace="polkadot" /> <AppKitNetworkButton /> <ReceiveButton />
      </p>
      <dl>
        <dt>status</dt>
        <dd data-testid="dot-status">{account.status}</dd>
        <dt>address</dt>
        <dd data-testid="dot-address">{account.address ?? ''}</dd>
        <dt>network</dt>
        <dd data-testid="dot-network">{network.caipNetworkId ?? ''}</dd>
      </dl>
      <fieldset disabled={!connected}>
        <legend>Account</legend>
        {account.allAccounts.map((a) => (
          <label key={a.address} style={{ display: 'block' }}>
            <input
              type="radio"
              name="dot-account"
              value={a.address}
              checked={a.address === account.address}
              onChange={() => appKit.core.switchAccount({ namespace: 'polkadot', address: a.address })}
            />{' '}
            {a.address} ({a.type})
          </label>
        ))}
      </fieldset>
      <form onSubmit={onSign}>
        <label>
          Message <input value={message} onChange={(e) => setMessage(e.target.value)} />
        </label>{' '}
        <button type="submit" disabled={!connected}>
          Sign message
        </button>
        <Result id="dot-sign-result" outcome={sign} />
      </form>
      <p>
        <button type="button" disabled={!connected} onClick={() => void disconnect({ namespace: 'polkadot' })}>
          Disconnect
        </button>
      </p>
    </section>
  )
}
