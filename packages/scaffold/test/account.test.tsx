import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect, EVM_ADDRESS, openModal, setup } from './setup'

afterEach(cleanup)

describe('Account view', () => {
  it('shows the truncated address, a balance skeleton, then the balance with 2 decimals', async () => {
    const h = await setup()
    await connect(h)
    let releaseBalance: () => void = () => {}
    const original = h.evm.getBalance.bind(h.evm)
    h.evm.getBalance = (params) =>
      new Promise((resolve) => {
        releaseBalance = () => resolve(original(params))
      })
    await openModal(h)
    const modal = h.modal()
    await modal.findByTestId('portico-account')
    expect(modal.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(modal.getByTitle(EVM_ADDRESS).textContent).toBe('0x7099…79C8')
    expect(modal.getByText('Loading balance')).toBeTruthy()
    expect(modal.queryByTestId('portico-balance')).toBeNull()
    await act(async () => releaseBalance())
    expect((await modal.findByTestId('portico-balance')).textContent).toBe('1.50 ETH')
    expect(modal.getByText('Connected with Memory EVM')).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    h.unmount()
  })

  it('a failed balance fetch shows 0.00 in the network symbol (§8)', async () => {
    const h = await setup()
    await connect(h)
    h.evm.wallet.behaviour = 'fail'
    await openModal(h)
    expect((await h.modal().findByTestId('portico-balance')).textContent).toBe('0.00 ETH')
    h.unmount()
  })

  it('copies the address', async () => {
    const h = await setup()
    await connect(h)
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void written.push(text) },
      configurable: true,
    })
    await openModal(h)
    await act(async () => {
      fireEvent.click(await h.modal().findByRole('button', { name: 'Copy address' }))
    })
    expect(written).toEqual([EVM_ADDRESS])
    expect(await h.modal().findByText('Address copied')).toBeTruthy()
    h.unmount()
  })

  it('disconnect clears the account and closes the modal', async () => {
    const h = await setup()
    await connect(h)
    await openModal(h)
    await act(async () => {
      fireEvent.click(await h.modal().findByRole('button', { name: 'Disconnect' }))
    })
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    expect(h.core.state.chain.chains.eip155?.accountState.address).toBeUndefined()
    expect(h.evm.calls.some((c) => c.method === 'disconnect')).toBe(true)
    h.unmount()
  })

  it('opened without an account, Account gives way to Connect', async () => {
    const h = await setup()
    await openModal(h, { view: 'Account' })
    expect(await h.modal().findByTestId('portico-connect')).toBeTruthy()
    h.unmount()
  })
})
