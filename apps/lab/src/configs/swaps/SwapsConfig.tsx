import { AppKitButton, AppKitNetworkButton, useAppKitAccount, useAppKitNetwork } from '@portico/react'
import { type FormEvent, useState } from 'react'
import { appKit, swapsOn } from './setup'

/**
 * Swaps through apps/api against the Uniswap V2 exchange the dev stack deploys on both anvil chains (pools
 * native/PUSD and PUSD/PEUR). The Swap view opens with AppKit's swap arguments as data.
 */
function Lab() {
  const account = useAppKitAccount({ namespace: 'eip155' })
  const network = useAppKitNetwork()
  const [amount, setAmount] = useState('0.1')
  const [fromToken, setFromToken] = useState('ETH')
  const [toToken, setToToken] = useState('PUSD')

  const open = (event: FormEvent) => {
    event.preventDefault()
    void appKit.open({ view: 'Swap', arguments: { amount, fromToken, toToken } })
  }
  return (
    <section data-testid="lab-swaps">
      <h2>Swaps (Uniswap V2 on the local anvil chains)</h2>
      <p>
        <AppKitButton /> <AppKitNetworkButton />
      </p>
      <p>
        Status <span data-testid="swaps-status">{account.status}</span>, address{' '}
        <span data-testid="swaps-address">{account.address ?? '—'}</span>, network{' '}
        <span data-testid="swaps-network">{network.caipNetworkId ?? '—'}</span>, swaps feature{' '}
        <span data-testid="swaps-feature">{swapsOn ? 'on' : 'off'}</span>
      </p>
      <form onSubmit={open}>
        <label>
          Amount <input value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="swaps-amount" />
        </label>{' '}
        <label>
          From <input value={fromToken} onChange={(e) => setFromToken(e.target.value)} data-testid="swaps-from" />
        </label>{' '}
        <label>
          To <input value={toToken} onChange={(e) => setToToken(e.target.value)} data-testid="swaps-to" />
        </label>{' '}
        <button type="submit">Open Swap with these arguments</button>{' '}
        <button type="button" onClick={() => void appKit.open({ view: 'Swap' })}>
          Open Swap
        </button>
      </form>
    </section>
  )
}

export default function SwapsConfig() {
  return <Lab />
}
