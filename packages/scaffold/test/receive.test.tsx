import { localEvm, localEvm2, solanaLocalnet } from '@portico/common/networks'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { connect, EVM_ADDRESS, openModal, SOL_ADDRESS, setup } from './setup'

afterEach(cleanup)

async function openReceive(namespace: 'eip155' | 'solana' = 'eip155') {
  const h = await setup()
  await loadRoute(routeOf('WalletReceive'))
  await connect(h, namespace)
  await openModal(h, { view: 'WalletReceive' })
  return { h, view: await h.modal().findByTestId('portico-receive') }
}

describe('WalletReceive', () => {
  it('shows the active address as a QR code with the truncated address, under the Receive title', async () => {
    const { h, view } = await openReceive()
    expect(h.modal().getByRole('dialog', { name: 'Receive' })).toBeTruthy()
    expect(view.dataset.address).toBe(EVM_ADDRESS)
    const qr = within(view).getByRole('img', { name: `QR code of your address on ${localEvm.name}` })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(within(view).getByTitle(EVM_ADDRESS).textContent).toBe('0x7099…79C8')
    h.unmount()
  })

  it('copies the address and confirms with a toast; a refused clipboard says it could not copy', async () => {
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void written.push(text) },
      configurable: true,
    })
    const { h, view } = await openReceive()
    await act(async () => {
      fireEvent.click(within(view).getByRole('button', { name: 'Copy address' }))
    })
    expect(written).toEqual([EVM_ADDRESS])
    await waitFor(() => expect(h.core.state.snackbar).toMatchObject({ open: true, message: 'Address copied' }))
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    await act(async () => {
      fireEvent.click(within(view).getByRole('button', { name: 'Copy address' }))
    })
    await waitFor(() => expect(h.core.state.snackbar).toMatchObject({ open: true, message: 'Could not copy' }))
    h.unmount()
  })

  it('lists the networks the address works on: those of its namespace, the current one marked', async () => {
    const evm = await openReceive()
    const list = within(evm.view).getByRole('list', { name: 'Networks this address works on' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.portico-asset-row-text')?.textContent),
    ).toEqual([`${localEvm.name}Current network`, localEvm2.name])
    evm.h.unmount()

    const sol = await openReceive('solana')
    expect(sol.view.dataset.address).toBe(SOL_ADDRESS)
    const solList = within(sol.view).getByRole('list', { name: 'Networks this address works on' })
    expect(
      within(solList)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.portico-asset-row-text')?.textContent),
    ).toEqual([`${solanaLocalnet.name}Current network`])
    sol.h.unmount()
  })

  it('without an account it shows Connect instead', async () => {
    const h = await setup()
    await loadRoute(routeOf('WalletReceive'))
    await openModal(h, { view: 'WalletReceive' })
    await waitFor(() => expect(h.core.state.router.view).toBe('Connect'))
    h.unmount()
  })
})
