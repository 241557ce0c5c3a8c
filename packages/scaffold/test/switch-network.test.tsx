import { localEvm2 } from '@portico/common/networks'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect, openModal, setup } from './setup'

afterEach(cleanup)

describe('SwitchNetwork view', () => {
  it('lists the networks grouped by namespace and marks the current one', async () => {
    const h = await setup()
    await openModal(h, { view: 'SwitchNetwork' })
    const modal = h.modal()
    const evm = await modal.findByRole('region', { name: 'EVM' })
    const solana = modal.getByRole('region', { name: 'Solana' })
    expect(evm.textContent).toContain('Portico Local')
    expect(evm.textContent).toContain('Portico Local 2')
    expect(solana.textContent).toContain('Solana Localnet')
    expect(solana.textContent).not.toContain('Portico Local')
    const current = modal.getAllByRole('button').filter((b) => b.getAttribute('aria-current') === 'true')
    expect(current).toHaveLength(1)
    expect(current[0]?.textContent).toContain('Current network')
    h.unmount()
  })

  it('connected: asks the wallet, waits, then switches and shows Account', async () => {
    const h = await setup()
    await connect(h)
    await openModal(h)
    fireEvent.click(await h.modal().findByRole('button', { name: /Switch network/ }))
    const row = await h.modal().findByText('Portico Local 2')
    await act(async () => {
      fireEvent.click(row)
    })
    await waitFor(() =>
      expect(h.core.state.chain.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe(localEvm2.caipNetworkId),
    )
    expect(await h.modal().findByTestId('portico-account')).toBeTruthy()
    expect(h.evm.calls.some((c) => c.method === 'switchNetwork')).toBe(true)
    h.unmount()
  })

  it('a declined switch goes back to the list with the message and a retry that works', async () => {
    const h = await setup()
    await connect(h)
    h.evm.wallet.behaviour = 'reject'
    await openModal(h, { view: 'SwitchNetwork' })
    await act(async () => {
      fireEvent.click(await h.modal().findByText('Portico Local 2'))
    })
    const alert = await h.modal().findByRole('alert')
    expect(alert.textContent).toContain('The wallet declined the network switch.')
    expect(h.core.state.chain.chains.eip155?.networkState.caipNetwork?.caipNetworkId).not.toBe(localEvm2.caipNetworkId)
    h.evm.wallet.behaviour = 'approve'
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Try again' }))
    })
    await waitFor(() =>
      expect(h.core.state.chain.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe(localEvm2.caipNetworkId),
    )
    h.unmount()
  })

  it('not connected: choosing a network of another namespace just makes it active', async () => {
    const h = await setup()
    await openModal(h, { view: 'SwitchNetwork' })
    await act(async () => {
      fireEvent.click(await h.modal().findByText('Solana Localnet'))
    })
    await waitFor(() => expect(h.core.state.chain.activeChain).toBe('solana'))
    expect(h.sol.calls.some((c) => c.method === 'switchNetwork')).toBe(false)
    h.unmount()
  })
})
