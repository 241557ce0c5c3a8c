import { localEvm, localEvm2, solanaLocalnet } from '@portico/common/networks'
import { loadCatalogue } from '@portico/ui'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SNACKBAR_MS } from '../src/shell/toasts'
import { connect, holdNextConnect, openModal, setup } from './setup'

const [es, ar] = await Promise.all([loadCatalogue('es'), loadCatalogue('ar')])

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

const viewOf = (h: Awaited<ReturnType<typeof setup>>) => h.core.state.router.view as string

describe('SwitchActiveChain view', () => {
  it('opens when another namespace is requested and lists only its networks; choosing one with no address sets it active and goes to Connect', async () => {
    const h = await setup()
    expect(h.core.state.chain.activeChain).toBe('eip155')
    await openModal(h, { namespace: 'solana' })
    const modal = h.modal()
    const view = await modal.findByTestId('portico-switch-chain')
    expect(modal.getByRole('heading', { name: 'Switch Chain' })).toBeTruthy()
    expect(view.textContent).toContain('Choose a Solana network to continue.')
    const list = modal.getByRole('list', { name: 'Solana' })
    expect(list.textContent).toContain(solanaLocalnet.name)
    expect(list.textContent).not.toContain(localEvm.name)
    await act(async () => {
      fireEvent.click(modal.getByText(solanaLocalnet.name))
    })
    await waitFor(() => expect(h.core.state.chain.activeChain).toBe('solana'))
    expect(h.sol.calls.some((c) => c.method === 'switchNetwork')).toBe(false)
    expect(h.sol.calls.some((c) => c.method === 'connect')).toBe(false)
    await waitFor(() => expect(viewOf(h)).toBe('Connect'))
    h.unmount()
  })

  it('a connected namespace says its wallet stays connected and switches through the wallet, ending on Account', async () => {
    const h = await setup()
    await connect(h, 'eip155')
    await act(async () => h.core.switchNetwork(solanaLocalnet))
    expect(h.core.state.chain.activeChain).toBe('solana')
    await openModal(h, { namespace: 'eip155' })
    const modal = h.modal()
    expect((await modal.findByTestId('portico-switch-chain')).textContent).toContain('Your EVM wallet stays connected.')
    await act(async () => {
      fireEvent.click(modal.getByText(localEvm2.name))
    })
    await waitFor(() => expect(h.core.state.chain.activeChain).toBe('eip155'))
    await waitFor(() =>
      expect(h.core.state.chain.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe(localEvm2.caipNetworkId),
    )
    expect(h.evm.calls.some((c) => c.method === 'switchNetwork')).toBe(true)
    await waitFor(() => expect(viewOf(h)).toBe('Account'))
    h.unmount()
  })

  it('a namespace the app has no network for says so', async () => {
    const h = await setup()
    await openModal(h, { namespace: 'bip122' })
    const view = await h.modal().findByTestId('portico-switch-chain')
    expect(view.textContent).toContain('This app has no Bitcoin network.')
    expect(h.modal().queryByRole('list')).toBeNull()
    h.unmount()
  })
})

describe('UnsupportedChain view', () => {
  it('opens when the wallet moves to a network that was not requested; lists the requested ones and switches back', async () => {
    const h = await setup()
    await connect(h)
    expect(h.core.state.modal.open).toBe(false)
    await act(async () => h.evm.walletSwitchesChain('eip155:1'))
    expect(h.core.state.modal.open).toBe(true)
    const modal = h.modal()
    const view = await modal.findByTestId('portico-unsupported-chain')
    expect(modal.getByRole('heading', { name: 'Unsupported Network' })).toBeTruthy()
    expect(view.textContent).toContain('does not support the network your wallet is on')
    const list = modal.getByRole('list', { name: 'Supported networks' })
    expect(list.textContent).toContain(localEvm.name)
    expect(list.textContent).toContain(localEvm2.name)
    expect(list.textContent).not.toContain(solanaLocalnet.name)
    await act(async () => {
      fireEvent.click(modal.getByText(localEvm2.name))
    })
    await waitFor(() =>
      expect(h.core.state.chain.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe(localEvm2.caipNetworkId),
    )
    await waitFor(() => expect(viewOf(h)).toBe('Account'))
    h.unmount()
  })

  it('allowUnsupportedChain keeps the modal closed', async () => {
    const h = await setup({ allowUnsupportedChain: true })
    await connect(h)
    await act(async () => h.evm.walletSwitchesChain('eip155:1'))
    expect(h.core.state.modal.open).toBe(false)
    h.unmount()
  })

  it('a declined switch says so and the list stays; disconnect is offered', async () => {
    const h = await setup()
    await connect(h)
    await act(async () => h.evm.walletSwitchesChain('eip155:1'))
    h.evm.wallet.behaviour = 'reject'
    const target1 = await h.modal().findByText(localEvm2.name)
    await act(async () => {
      fireEvent.click(target1)
    })
    expect((await h.modal().findByRole('alert')).textContent).toContain('The wallet declined the network switch.')
    expect(viewOf(h)).toBe('UnsupportedChain')
    h.evm.wallet.behaviour = 'approve'
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Disconnect' }))
    })
    await waitFor(() => expect(h.core.state.chain.chains.eip155?.accountState.status).toBe('disconnected'))
    h.unmount()
  })
})

describe('What is a wallet help', () => {
  it('is reached from the Connect header, explains in short, and goes back', async () => {
    const h = await setup()
    await openModal(h)
    const modal = h.modal()
    await modal.findByTestId('portico-connect')
    await act(async () => {
      fireEvent.click(modal.getByRole('button', { name: 'What is a wallet?' }))
    })
    const help = await modal.findByTestId('portico-what-is-a-wallet')
    expect(modal.getByRole('heading', { level: 2, name: 'What is a wallet?' })).toBeTruthy()
    expect(help.textContent).toContain('You hold the keys')
    // No help button outside Connect.
    expect(modal.queryByRole('button', { name: 'What is a wallet?' })).toBeNull()
    await act(async () => {
      fireEvent.click(modal.getByRole('button', { name: 'Back to the wallets' }))
    })
    await modal.findByTestId('portico-connect')
    h.unmount()
  })

  it('is localized (Spanish) and, opened directly, its button leads to Connect', async () => {
    const h = await setup({}, { locale: 'es' })
    await openModal(h, { view: 'WhatIsAWallet' as never })
    const modal = h.modal()
    expect((await modal.findByTestId('portico-what-is-a-wallet')).textContent).toContain(es['help.keysTitle'])
    expect(modal.getByRole('heading', { level: 2, name: es['view.WhatIsAWallet.title'] })).toBeTruthy()
    await act(async () => {
      fireEvent.click(modal.getByRole('button', { name: es['help.back'] }))
    })
    expect(viewOf(h)).toBe('Connect')
    h.unmount()
  })
})

describe('views whose feature is not in this version', () => {
  const cases = ['EmailLogin', 'ConnectingFarcaster', 'ConnectSocials', 'ApproveTransaction'] as const
  for (const view of cases) {
    it(`${view} is not shown: opening it warns and shows Connect, with its title`, async () => {
      const warnings: string[] = []
      const h = await setup({ warn: (message) => warnings.push(message) })
      await openModal(h, { view })
      const modal = h.modal()
      await modal.findByTestId('portico-connect')
      expect(modal.queryByTestId('portico-not-built')).toBeNull()
      expect(modal.getByRole('heading', { level: 2 }).textContent).toBe('Connect Wallet')
      expect(modal.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy()
      expect(warnings).toEqual([`[portico] view "${view}" is not available in this version`])
      h.unmount()
    })
  }

  it('the view opened instead follows the locale (Arabic)', async () => {
    const h = await setup({}, { locale: 'ar' })
    await openModal(h, { view: 'ConnectSocials' })
    await h.modal().findByTestId('portico-connect')
    expect(h.modal().getByRole('heading', { level: 2 }).textContent).toBe(ar['view.Connect.title'])
    h.unmount()
  })
})

describe('toasts while the modal is closed', () => {
  it('a connect the user left (modal closed) that the wallet rejects shows "Connection rejected" as a toast', async () => {
    const h = await setup()
    const release = holdNextConnect(h.evm)
    await openModal(h)
    const target2 = await h.modal().findByText('Memory EVM')
    await act(async () => {
      fireEvent.click(target2)
    })
    await act(async () => h.core.close())
    await waitFor(() => expect(h.modal().queryByRole('dialog')).toBeNull())
    h.evm.wallet.behaviour = 'reject'
    await release()
    const region = h.modal().getByRole('region', { name: 'Notifications' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    await waitFor(() => expect(region.textContent).toContain('Connection rejected'))
    const toast = h.modal().getByRole('alert')
    expect(toast.getAttribute('part')).toBe('toast')
    // It lives in the modal's shadow root, not in the page.
    expect(document.body.textContent).not.toContain('Connection rejected')
    // The next open starts clean: Connect, no rejected attempt.
    await openModal(h)
    expect(h.modal().queryByText('Connection rejected')).toBeNull()
    h.unmount()
  })

  it('dismisses itself after the snackbar time and by its button', async () => {
    const h = await setup()
    vi.useFakeTimers()
    await act(async () => h.core.snackbar.showError('Signature declined'))
    expect(h.modal().getByRole('alert').textContent).toContain('Signature declined')
    await act(async () => {
      vi.advanceTimersByTime(SNACKBAR_MS - 10)
    })
    expect(h.modal().queryByRole('alert')).not.toBeNull()
    await act(async () => {
      vi.advanceTimersByTime(20)
    })
    expect(h.modal().queryByRole('alert')).toBeNull()
    expect(h.core.state.snackbar.open).toBe(false)
    await act(async () => h.core.snackbar.showInfo('Modal closed'))
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Dismiss' }))
    })
    expect(h.core.state.snackbar.open).toBe(false)
    expect(h.modal().queryByRole('status')).toBeNull()
    h.unmount()
  })

  it('while the modal is open the snackbar shows inside the dialog, not as a toast', async () => {
    const h = await setup()
    await openModal(h)
    await act(async () => h.core.snackbar.showError('Something went wrong'))
    const dialog = h.modal().getByRole('dialog')
    expect(dialog.textContent).toContain('Something went wrong')
    expect(h.modal().getByRole('region', { name: 'Notifications' }).textContent).toBe('')
    h.unmount()
  })
})
