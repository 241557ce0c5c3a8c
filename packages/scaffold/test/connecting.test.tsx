import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { holdNextConnect, openModal, setup } from './setup'

afterEach(cleanup)

async function chooseEvm(h: Awaited<ReturnType<typeof setup>>) {
  await openModal(h)
  const row = await h.modal().findByText('Memory EVM')
  await act(async () => {
    fireEvent.click(row)
  })
}

describe('ConnectingExternal view', () => {
  it('waits for the wallet, then connects and closes the modal', async () => {
    const h = await setup()
    const release = holdNextConnect(h.evm)
    await chooseEvm(h)
    const modal = h.modal()
    expect(await modal.findByText('Continue in Memory EVM')).toBeTruthy()
    expect(modal.getByText('Accept the connection request in your wallet.')).toBeTruthy()
    expect(modal.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(h.core.state.chain.chains.eip155?.accountState.status).toBe('connecting')
    await release()
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    expect(h.core.state.chain.chains.eip155?.accountState.status).toBe('connected')
    h.unmount()
  })

  it('a rejection (4001) shows "Connection rejected"; Try again connects', async () => {
    const h = await setup()
    h.evm.wallet.behaviour = 'reject'
    await chooseEvm(h)
    const modal = h.modal()
    const alert = await modal.findByRole('alert')
    expect(alert.textContent).toContain('Connection rejected')
    expect(h.core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    const retry = modal.getByRole('button', { name: 'Try again' })
    // Keyboard users land on the retry button.
    await waitFor(() => expect(h.host().shadowRoot?.activeElement).toBe(retry))
    h.evm.wallet.behaviour = 'approve'
    await act(async () => {
      fireEvent.click(retry)
    })
    await waitFor(() => expect(h.core.state.chain.chains.eip155?.accountState.status).toBe('connected'))
    expect(h.evm.calls.filter((c) => c.method === 'connect')).toHaveLength(2)
    h.unmount()
  })

  it('a wallet failure shows "Failed to connect" with a retry', async () => {
    const h = await setup()
    h.evm.wallet.behaviour = 'fail'
    await chooseEvm(h)
    const alert = await h.modal().findByRole('alert')
    expect(alert.textContent).toContain('Failed to connect')
    expect(alert.textContent).not.toContain('Connection rejected')
    expect(h.modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
    h.unmount()
  })

  it('sends one request per click even when the view re-renders', async () => {
    const h = await setup()
    const release = holdNextConnect(h.evm)
    await chooseEvm(h)
    await h.modal().findByText('Continue in Memory EVM')
    h.rerender({ locale: 'en' })
    await release()
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    expect(h.evm.calls.filter((c) => c.method === 'connect')).toHaveLength(1)
    h.unmount()
  })
})
