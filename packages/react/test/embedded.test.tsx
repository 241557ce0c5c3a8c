import { localEvm, localEvm2, mainnet, solanaLocalnet } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { createMemoryAdapter, createMemoryWallet, type MemoryAdapter } from '@portico/testing/memory-adapter'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, AppKitButton, AppKitEmbedded, createAppKit } from '../src/index'
import { modalQueries } from './support/modal'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let kit: AppKit | undefined

afterEach(() => {
  cleanup()
  kit?.destroy()
  setCurrentAppKit(undefined)
})

function makeKit(extra: { enableEmbedded?: boolean; locale?: string } = {}): { kit: AppKit; evm: MemoryAdapter } {
  const evm = createMemoryAdapter(
    createMemoryWallet({
      namespace: 'eip155',
      caipNetworkId: localEvm.caipNetworkId,
      accounts: [EVM],
      connectorId: 'memory-evm',
      connectorName: 'Memory EVM',
    }),
  )
  kit = createAppKit({
    projectId: 'test',
    networks: [localEvm, localEvm2, solanaLocalnet],
    adapters: [evm],
    storage: memoryStorage(),
    isMobile: () => false,
    warn: () => {},
    ...extra,
  })
  return { kit, evm }
}

describe('AppKitEmbedded', () => {
  it('renders the modal inline where it is placed: no host appended to body, no overlay, Connect then Account', async () => {
    const { kit } = makeKit({ enableEmbedded: true })
    await act(async () => kit.ready())
    render(
      <div data-testid="slot">
        <AppKitEmbedded />
      </div>,
    )
    const slot = screen.getByTestId('slot')
    // The modal's code is a dynamic import: its first load (module transform) can take seconds on a loaded machine.
    await waitFor(() => expect(slot.querySelector('portico-modal')?.shadowRoot).toBeTruthy(), { timeout: 15_000 })
    const host = slot.querySelector('portico-modal') as Element
    // The only portico-modal in the page is the one inside the slot: nothing was appended to body.
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
    expect(host.parentElement).toBe(slot)
    const modal = modalQueries(host)
    const dialog = await modal.findByRole('dialog')
    expect(dialog.getAttribute('aria-modal')).toBeNull()
    expect(host.shadowRoot?.querySelector('.portico-overlay')).toBeNull()
    await modal.findByTestId('portico-connect')
    await act(async () => {
      fireEvent.click(await modal.findByText('Memory EVM'))
    })
    await waitFor(() => expect(kit.core.state.chain.chains.eip155?.accountState.status).toBe('connected'))
    // §2: in embedded mode, Account while connected.
    expect(await modal.findByTestId('portico-account')).toBeTruthy()
    await act(async () => kit.disconnect())
    expect(await modal.findByTestId('portico-connect')).toBeTruthy()
  })

  it('with enableEmbedded the overlay modal is never appended, even when open() is called', async () => {
    const { kit } = makeKit({ enableEmbedded: true })
    await act(async () => {
      await kit.open()
      await kit.prefetch()
    })
    expect(document.querySelector('portico-modal')).toBeNull()
  })
})

describe('live locale and the unsupported-chain opening rule', () => {
  it('setLocale changes the buttons and the modal at once', async () => {
    const { kit } = makeKit()
    render(<AppKitButton />)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    await act(async () => kit.setLocale('es'))
    expect(screen.getByRole('button', { name: 'Conectar billetera' })).toBeTruthy()
    await act(async () => kit.open())
    await waitFor(() => expect(document.querySelector('portico-modal')).not.toBeNull())
    const modal = modalQueries()
    expect(await modal.findByRole('dialog', { name: 'Conectar billetera' })).toBeTruthy()
  })

  it('the account button formats the balance in the kit locale (es), and follows setLocale', async () => {
    // Mainnet, not a §9 testnet: the wallet's own balance is shown, not 0.00.
    const evm = createMemoryAdapter(
      createMemoryWallet({
        namespace: 'eip155',
        caipNetworkId: mainnet.caipNetworkId,
        accounts: [EVM],
        connectorId: 'memory-evm',
        connectorName: 'Memory EVM',
        balance: '12345.5',
      }),
    )
    kit = createAppKit({
      projectId: 'test',
      networks: [mainnet],
      adapters: [evm],
      storage: memoryStorage(),
      isMobile: () => false,
      warn: () => {},
      locale: 'es',
    })
    const current = kit
    await act(async () => current.ready())
    await act(async () => {
      await current.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' })
      // What the Account view or useAppKitBalance does; the button only shows what core holds.
      await current.core.fetchBalance('eip155')
    })
    render(<AppKitButton />)
    const button = await screen.findByRole('button', { name: /0x7099/ })
    await waitFor(() => expect(button.textContent).toContain('12.345,50 ETH'))
    expect(button.textContent).not.toContain('12,345.50')
    await act(async () => current.setLocale('en'))
    expect(button.textContent).toContain('12,345.50 ETH')
  })

  it('open() on a connected wallet that sits on an unrequested network shows UnsupportedChain, not Account', async () => {
    const { kit, evm } = makeKit()
    await act(async () => kit.ready())
    await act(async () => {
      await kit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' })
    })
    await act(async () => evm.walletSwitchesChain('eip155:1'))
    // core opened it on the wallet event; close and open again as a user would.
    await act(async () => kit.close())
    await act(async () => kit.open())
    expect(kit.core.state.router.view).toBe('UnsupportedChain')
    await act(async () => kit.close())
    await act(async () => evm.walletSwitchesChain(localEvm2.caipNetworkId))
    await act(async () => kit.open())
    expect(kit.core.state.router.view).toBe('Account')
  })
})
