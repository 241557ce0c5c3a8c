import {
  AppKitButton,
  AppKitNetworkButton,
  createAppKit,
  type OpenOptions,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
  useDisconnect,
} from '@portico/react'
import type { MemoryBehaviour } from '@portico/testing/memory-adapter'
import { useState } from 'react'
import { devStack } from '../../stack'
import { adapters, controls, evm, networks, setBehaviour } from './wallets'

// The registry test imports every configuration outside a browser, where there is no location.
const page = typeof location === 'undefined' ? undefined : location
const params = new URLSearchParams(page?.search ?? '')

// AppKit style: created once at module level, hooks need no provider.
createAppKit({
  // The dev stack's service knows this project; its wallet catalogue feeds All wallets.
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters,
  metadata: { name: 'Portico lab', description: 'In-memory wallets', url: page?.origin ?? '', icons: [] },
  locale: params.get('locale') ?? 'en',
  themeMode: params.get('theme') === 'dark' ? 'dark' : params.get('theme') === 'light' ? 'light' : 'system',
  // A fresh page starts disconnected: the in-memory wallets forget the site on reload anyway.
  enableReconnect: false,
  // The in-memory wallets alone: a projectId would give the Solana adapter WalletConnect's connector beside them (the
  // walletconnect pages show that, over the dev stack's relay; here a spec's own api names none).
  enableWalletConnect: false,
})

// Views for open({ view }) from the page (e2e opens each one this way): every view this version shows that needs no
// data, Networks (AppKit's name for SwitchNetwork), and a few that are not in this version (they open Connect).
const VIEWS: NonNullable<OpenOptions['view']>[] = [
  'Connect',
  'AllWallets',
  'WhatIsAWallet',
  'SwitchNetwork',
  'Networks',
  'Account',
  'UnsupportedChain',
  'EmailLogin',
  'ConnectingFarcaster',
  'ConnectSocials',
  'Swap',
  'ApproveTransaction',
  'SIWXSignMessage',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ProfileWallets',
  'UpdateEmailWallet',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
]

const BEHAVIOURS: { value: MemoryBehaviour; label: string }[] = [
  { value: 'approve', label: 'Approve' },
  { value: 'reject', label: 'Reject (4001, user rejected)' },
  { value: 'fail', label: 'Fail (-32603, internal error)' },
]

export default function MemoryConfig() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const { disconnect } = useDisconnect()
  const { open } = useAppKit()
  const [view, setView] = useState<NonNullable<OpenOptions['view']>>('Connect')
  const [behaviour, setLocalBehaviour] = useState(controls.behaviour)
  const [delayMs, setDelayMs] = useState(controls.delayMs)

  return (
    <section data-testid="lab-memory">
      <h2>In-memory wallets (eip155 and solana)</h2>
      <p>
        <AppKitButton /> <AppKitNetworkButton />
      </p>
      <fieldset>
        <legend>The wallet's next answer</legend>
        {BEHAVIOURS.map((b) => (
          <label key={b.value} style={{ display: 'block' }}>
            <input
              type="radio"
              name="behaviour"
              value={b.value}
              checked={behaviour === b.value}
              onChange={() => {
                setBehaviour(b.value)
                setLocalBehaviour(b.value)
              }}
            />{' '}
            {b.label}
          </label>
        ))}
        <label style={{ display: 'block' }}>
          Answer after (ms){' '}
          <input
            type="number"
            min={0}
            step={250}
            value={delayMs}
            onChange={(e) => {
              const value = Math.max(0, Number(e.target.value) || 0)
              controls.delayMs = value
              setDelayMs(value)
            }}
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>Open the modal on a view</legend>
        <label>
          View{' '}
          <select value={view} onChange={(e) => setView(e.target.value as NonNullable<OpenOptions['view']>)}>
            {VIEWS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="button" onClick={() => void open({ view })}>
          Open view
        </button>{' '}
        <button type="button" onClick={() => void open({ namespace: 'solana' })}>
          Open for Solana
        </button>{' '}
        <button
          type="button"
          disabled={account.status !== 'connected' || network.caipNetworkId?.startsWith('solana')}
          onClick={() => evm.walletSwitchesChain('eip155:1')}
        >
          Wallet moves to Ethereum (not requested)
        </button>
      </fieldset>
      <h3>What the hooks say</h3>
      <table>
        <tbody>
          <tr>
            <th>status</th>
            <td data-testid="hook-status">{account.status}</td>
          </tr>
          <tr>
            <th>address</th>
            <td data-testid="hook-address">{account.address ?? '—'}</td>
          </tr>
          <tr>
            <th>network</th>
            <td data-testid="hook-network">{network.caipNetworkId ?? '—'}</td>
          </tr>
          <tr>
            <th>modal</th>
            <td data-testid="hook-open">{state.open ? 'open' : 'closed'}</td>
          </tr>
          <tr>
            <th>initialized</th>
            <td data-testid="hook-initialized">{String(state.initialized)}</td>
          </tr>
        </tbody>
      </table>
      {account.isConnected ? (
        <button type="button" onClick={() => void disconnect()}>
          Disconnect from the app
        </button>
      ) : null}
    </section>
  )
}
