import {
  AppKitButton,
  AppKitNetworkButton,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
  useDisconnect,
} from '@portico/react'
import type { SIWXSession } from '@portico/siwx'
import { useCallback, useEffect, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { appKit, evmAdapter, networks, required, siwx, storageKind } from './setup'

type Sessions = { state: 'idle' | 'loading' } | { state: 'ok'; list: SIWXSession[] } | { state: 'error'; text: string }

function Lab() {
  const account = useAppKitAccount({ namespace: 'eip155' })
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const { disconnect } = useDisconnect()
  const [sessions, setSessions] = useState<Sessions>({ state: 'idle' })
  const [events, setEvents] = useState<string[]>([])
  const caipNetworkId = network.caipNetworkId

  // What the store says for the active account, read the way an app would (for the server: through the cookie).
  const refresh = useCallback(async () => {
    if (!account.address || !caipNetworkId) return setSessions({ state: 'ok', list: [] })
    setSessions({ state: 'loading' })
    try {
      setSessions({ state: 'ok', list: await siwx.getSessions(caipNetworkId, account.address) })
    } catch (error) {
      setSessions({ state: 'error', text: error instanceof Error ? error.message : String(error) })
    }
  }, [account.address, caipNetworkId])

  useEffect(() => {
    void refresh()
  }, [refresh])

  useEffect(
    () =>
      appKit.core.events.subscribe((e) => {
        if (e.event.startsWith('SIWX') || e.event === 'CLICK_CANCEL_SIWX') setEvents((list) => [...list, e.event])
        if (e.event === 'SIWX_AUTH_SUCCESS') void refresh()
      }),
    [refresh],
  )

  const list = sessions.state === 'ok' ? sessions.list : []
  return (
    <section data-testid="lab-siwx">
      <h2>Sign in with X (EVM on the local anvil chains)</h2>
      <p>
        Storage <strong data-testid="siwx-storage">{storageKind}</strong>, sign-in{' '}
        <strong data-testid="siwx-required">{required ? 'required' : 'optional'}</strong>
      </p>
      <p>
        <AppKitButton /> <AppKitNetworkButton />
      </p>
      <p>
        Status <span data-testid="siwx-status">{account.status}</span>, address{' '}
        <span data-testid="siwx-address">{account.address ?? '—'}</span>, network{' '}
        <span data-testid="siwx-network">{caipNetworkId ?? '—'}</span>, initialized{' '}
        <span data-testid="hook-initialized">{String(state.initialized)}</span>
      </p>
      <p>
        Sessions{' '}
        <output data-testid="siwx-sessions" data-state={sessions.state} data-count={list.length}>
          {sessions.state === 'error' ? sessions.text : list.map((s) => `${s.data.chainId} ${s.data.nonce}`).join(', ')}
        </output>{' '}
        <button type="button" onClick={() => void refresh()}>
          Check sessions
        </button>
      </p>
      <p>
        Events <output data-testid="siwx-events">{events.join(' ')}</output>
      </p>
      {account.status === 'connected' && caipNetworkId && account.address ? (
        <p>
          <button
            type="button"
            onClick={() => void siwx.revokeSession(caipNetworkId, account.address as string).then(refresh)}
          >
            Sign out
          </button>{' '}
          <button type="button" onClick={() => void disconnect({ namespace: 'eip155' })}>
            Disconnect from the app
          </button>{' '}
          {networks
            .filter((n) => n.caipNetworkId !== caipNetworkId)
            .map((n) => (
              <button key={n.caipNetworkId} type="button" onClick={() => void appKit.switchNetwork(n).catch(() => {})}>
                Switch to {n.name}
              </button>
            ))}
        </p>
      ) : null}
      {list[0] ? <pre data-testid="siwx-message">{list[0].message}</pre> : null}
    </section>
  )
}

export default function SiwxConfig() {
  return (
    <WagmiProvider config={evmAdapter.wagmiConfig}>
      <Lab />
    </WagmiProvider>
  )
}
