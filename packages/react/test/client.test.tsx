import { localEvm, localEvm2, solanaLocalnet } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { createMemoryAdapter, createMemoryWallet } from '@portico/testing/memory-adapter'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import {
  type AppKit,
  AppKitButton,
  AppKitNetworkButton,
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitConnections,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '../src/index'
import { modalQueries } from './support/modal'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
let kit: AppKit | undefined

afterEach(() => {
  cleanup()
  kit?.destroy()
  setCurrentAppKit(undefined)
})

function makeKit() {
  const evm = createMemoryAdapter(
    createMemoryWallet({
      namespace: 'eip155',
      caipNetworkId: localEvm.caipNetworkId,
      accounts: [EVM],
      connectorId: 'memory-evm',
      connectorName: 'Memory EVM',
    }),
  )
  const sol = createMemoryAdapter(
    createMemoryWallet({
      namespace: 'solana',
      caipNetworkId: solanaLocalnet.caipNetworkId,
      accounts: [SOL],
      connectorId: 'memory-sol',
      connectorName: 'Memory Solana',
    }),
  )
  kit = createAppKit({
    projectId: 'test',
    networks: [localEvm, localEvm2, solanaLocalnet],
    adapters: [evm, sol],
    storage: memoryStorage(),
    isMobile: () => false,
    warn: () => {},
  })
  return { kit, evm, sol }
}

function Probe() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const provider = useAppKitProvider('eip155')
  const state = useAppKitState()
  const events = useAppKitEvents()
  const theme = useAppKitTheme()
  const { walletInfo } = useWalletInfo()
  const { connections } = useAppKitConnections()
  const { disconnect } = useDisconnect()
  const { close } = useAppKit()
  return (
    <div>
      <output data-testid="account">
        {account.status}|{account.address ?? '-'}|{account.caipAddress ?? '-'}|{String(account.isConnected)}|
        {account.allAccounts.map((a) => `${a.namespace}:${a.address}`).join(',')}
      </output>
      <output data-testid="network">
        {network.caipNetworkId ?? '-'}|{String(network.chainId)}
      </output>
      <output data-testid="provider">{provider.walletProviderType ?? '-'}</output>
      <output data-testid="state">
        {String(state.initialized)}|{String(state.open)}|{state.activeChain ?? '-'}
      </output>
      <output data-testid="event">{events.data?.event ?? '-'}</output>
      <output data-testid="theme">{theme.themeMode}</output>
      <output data-testid="wallet">{walletInfo?.name ?? '-'}</output>
      <output data-testid="connections">{connections.length}</output>
      <button type="button" onClick={() => void disconnect()}>
        app disconnect
      </button>
      <button type="button" onClick={() => theme.setThemeMode('dark')}>
        dark
      </button>
      <button type="button" onClick={() => void close()}>
        app close
      </button>
      <button type="button" onClick={() => void network.switchNetwork(localEvm2)}>
        app switch
      </button>
    </div>
  )
}

const modal = () => modalQueries()

describe('createAppKit + hooks + buttons in a browser', () => {
  it('renders hooks before createAppKit, then follows the instance once it exists', async () => {
    render(<Probe />)
    expect(screen.getByTestId('account').textContent).toContain('disconnected|-|-|false')
    await act(async () => void makeKit())
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('true|false|eip155'))
    expect(screen.getByTestId('network').textContent).toBe(`${localEvm.caipNetworkId}|31337`)
  })

  it('the button opens the modal (loaded on demand), a wallet connects, every hook follows', async () => {
    makeKit()
    render(
      <>
        <AppKitButton />
        <AppKitNetworkButton />
        <Probe />
      </>,
    )
    await waitFor(() => expect(screen.getByTestId('state').textContent).toContain('true|'))
    expect(screen.getByTestId('event').textContent).toBe('INITIALIZE')
    expect(
      document.body.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]') ?? null,
    ).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    })
    await waitFor(() => expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy())
    expect(screen.getByTestId('state').textContent).toBe('true|true|eip155')
    // Found before act(): a find* that polls inside act() cannot see the lazy view commit and times out.
    const target1 = await modal().findByText('Memory EVM')
    await act(async () => {
      fireEvent.click(target1)
    })
    await waitFor(() => expect(screen.getByTestId('account').textContent).toContain(`connected|${EVM}`))
    expect(screen.getByTestId('account').textContent).toContain(`eip155:31337:${EVM}|true|`)
    expect(screen.getByTestId('account').textContent).toContain(`eip155:${EVM}`)
    expect(screen.getByTestId('provider').textContent).toBe('INJECTED')
    expect(screen.getByTestId('wallet').textContent).toBe('Memory EVM')
    expect(screen.getByTestId('connections').textContent).toBe('1')
    expect(screen.getByTestId('state').textContent).toBe('true|false|eip155')
    // Connected: AppKitButton becomes the account button.
    expect(screen.getByRole('button', { name: 'Account 0x7099…79C8' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Portico Local' })).toBeTruthy()

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'app switch' }))
    })
    await waitFor(() => expect(screen.getByTestId('network').textContent).toBe(`${localEvm2.caipNetworkId}|31338`))

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'dark' }))
    })
    expect(screen.getByTestId('theme').textContent).toBe('dark')
    // The modal's root, not the dialog: the dialog may have finished its 150 ms exit by now on a loaded machine.
    const modalRoot = document.body.querySelector('portico-modal')?.shadowRoot?.querySelector('.portico-root')
    expect(modalRoot?.getAttribute('data-theme')).toBe('dark')

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'app disconnect' }))
    })
    await waitFor(() => expect(screen.getByTestId('account').textContent).toContain('disconnected|-|-|false'))
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('open({ view, namespace }) follows the opening rules; close() closes', async () => {
    const { kit } = makeKit()
    await kit.ready()
    await act(async () => kit.open({ view: 'SwitchNetwork' }))
    expect(await modal().findByRole('region', { name: 'Solana' })).toBeTruthy()
    await act(async () => kit.close())
    expect(kit.core.state.modal.open).toBe(false)
    await act(async () => kit.open({ namespace: 'solana' }))
    expect(kit.core.state.router.view).toBe('SwitchActiveChain')
    expect(await modal().findByText('Choose a Solana network to continue.')).toBeTruthy()
  })

  it('prefetch() loads the modal code without mounting or showing it', async () => {
    // The idle mount (the next test's subject) would race this one on a slow machine; holding it back keeps this test
    // about prefetch alone.
    vi.stubGlobal('requestIdleCallback', () => 0)
    try {
      const { kit } = makeKit()
      await kit.prefetch()
      expect(document.body.querySelector('portico-modal')).toBeNull()
      expect(kit.core.state.modal.open).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('on idle after the first paint, the modal is mounted closed: host and shadow root, no dialog', async () => {
    makeKit()
    await waitFor(() => expect(document.body.querySelector('portico-modal')?.shadowRoot).toBeTruthy(), {
      timeout: 3000,
    })
    expect(document.body.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')).toBeNull()
  })
})
