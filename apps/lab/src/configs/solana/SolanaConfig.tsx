import type { TokenBalance } from '@portico/core'
import { AppKitButton, AppKitNetworkButton, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@portico/react'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { describeError, Result, useAction } from '../action/action'
import { ReceiveButton } from '../ReceiveButton'
import { appKit, networks, SOLANA_DEV_TOKEN, solAdapter } from './setup'

// Dev account 2 (see SOLANA_DEV_ACCOUNTS in @portico/testing): the default recipient, not the e2e wallet's account.
const DEFAULT_RECIPIENT = 'HmEwGgLhkBdEZQznv5k7zWs4fPgKnd8aeTWWyFYdkmUZ'

interface Balances {
  sol: string
  tokens: TokenBalance[]
  error?: string
}

function useBalances(address: string | undefined, caipNetworkId: string | undefined) {
  const [balances, setBalances] = useState<Balances | undefined>()
  const refresh = useCallback(async () => {
    const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!address || !network) return setBalances(undefined)
    try {
      const [sol, tokens] = await Promise.all([
        solAdapter.getBalance({ namespace: 'solana', address, caipNetwork: network }),
        solAdapter.getTokenBalances({ address, caipNetwork: network }),
      ])
      // getTokenBalances lists SOL first (no token address); the page shows it on its own line.
      setBalances({ sol: `${sol.balance} ${sol.symbol}`, tokens: tokens.filter((t) => t.address !== undefined) })
    } catch (error) {
      setBalances({ sol: '0.00 SOL', tokens: [], error: describeError(error) })
    }
  }, [address, caipNetworkId])
  useEffect(() => {
    void refresh()
  }, [refresh])
  return { balances, refresh }
}

export default function SolanaConfig() {
  const account = useAppKitAccount({ namespace: 'solana' })
  const network = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  const connected = account.status === 'connected'
  const { balances, refresh } = useBalances(account.address, network.caipNetworkId)
  const [message, setMessage] = useState('Hello from the Portico lab')
  const [to, setTo] = useState(DEFAULT_RECIPIENT)
  const [amount, setAmount] = useState('0.01')
  const [token, setToken] = useState(false)
  const [sign, startSign] = useAction()
  const [send, startSend] = useAction()
  const [switched, startSwitch] = useAction()

  const onSign = (e: FormEvent) => {
    e.preventDefault()
    startSign(() => appKit.core.signMessage({ namespace: 'solana', message }))
  }
  const onSend = (e: FormEvent) => {
    e.preventDefault()
    startSend(async () => {
      const params = { to, amount, ...(token ? { token: SOLANA_DEV_TOKEN.mint } : {}) }
      const signature = String(await appKit.core.request('solana', 'sendTransaction', params))
      await refresh()
      return signature
    })
  }

  return (
    <section data-testid="lab-solana">
      <h2>Solana wallets (Wallet Standard) on the local LiteSVM service</h2>
      <p>
        <AppKitButton namespace="solana" /> <AppKitNetworkButton /> <ReceiveButton />
      </p>
      <dl>
        <dt>status</dt>
        <dd data-testid="sol-status">{account.status}</dd>
        <dt>address</dt>
        <dd data-testid="sol-address">{account.address ?? ''}</dd>
        <dt>account type</dt>
        <dd data-testid="sol-account-type">{account.allAccounts[0]?.type ?? ''}</dd>
        <dt>network</dt>
        <dd data-testid="sol-network">{network.caipNetworkId ?? ''}</dd>
        <dt>SOL</dt>
        <dd data-testid="sol-balance">{balances?.sol ?? ''}</dd>
        <dt>tokens</dt>
        <dd data-testid="sol-tokens">
          {balances?.tokens.map((t) => `${t.quantity.numeric} ${t.symbol}`).join(', ') ?? ''}
        </dd>
      </dl>
      <p>
        {networks.map((n) => (
          <button
            key={n.caipNetworkId}
            type="button"
            onClick={() =>
              startSwitch(async () => {
                await appKit.core.switchNetwork(n, { ignoreConfirmation: true })
                return n.caipNetworkId
              })
            }
          >
            Use {n.name}
          </button>
        ))}
        <Result id="sol-switch-result" outcome={switched} />
      </p>
      <form onSubmit={onSign}>
        <label>
          Message <input value={message} onChange={(e) => setMessage(e.target.value)} />
        </label>{' '}
        <button type="submit" disabled={!connected}>
          Sign message
        </button>
        <Result id="sol-sign-result" outcome={sign} />
      </form>
      <form onSubmit={onSend}>
        <label>
          To <input value={to} onChange={(e) => setTo(e.target.value)} />
        </label>{' '}
        <label>
          Amount <input value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>{' '}
        <label>
          <input type="checkbox" checked={token} onChange={(e) => setToken(e.target.checked)} />{' '}
          {SOLANA_DEV_TOKEN.symbol} token
        </label>{' '}
        <button type="submit" disabled={!connected}>
          Send
        </button>
        <Result id="sol-send-result" outcome={send} />
      </form>
      <p>
        <button type="button" disabled={!connected} onClick={() => void disconnect({ namespace: 'solana' })}>
          Disconnect
        </button>
      </p>
    </section>
  )
}
