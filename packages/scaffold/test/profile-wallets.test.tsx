import type { AppKitOptions } from '@portico/core'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { EVM_ADDRESS, type Harness, openModal, setup } from './setup'
import { twoWallets } from './support/two-wallets'

afterEach(cleanup)

const ADDRESS_B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

async function connectBoth(multiWallet: boolean) {
  const wallets = twoWallets(EVM_ADDRESS, ADDRESS_B)
  const h = await setup({
    features: { multiWallet },
    adapters: [wallets.adapter],
    apiUrl: 'http://127.0.0.1:9',
  } as Partial<AppKitOptions>)
  await act(async () => {
    await h.core.connect({ namespace: 'eip155', connectorId: 'wallet-a' })
    await h.core.connect({ namespace: 'eip155', connectorId: 'wallet-b' })
  })
  await loadRoute(routeOf('ProfileWallets'))
  await openModal(h, { view: 'ProfileWallets' })
  await h.modal().findByTestId('portico-profile-wallets')
  return { h, ...wallets }
}

const rows = (h: Harness) => h.modal().queryAllByTestId('portico-connection')
const record = (h: Harness) => h.core.state.chain.chains.eip155

describe('ProfileWallets view', () => {
  it('with multi-wallet lists every connection, the active one marked, and switches to another', async () => {
    const { h } = await connectBoth(true)
    expect(h.modal().getByRole('dialog', { name: 'Wallets' })).toBeTruthy()
    expect(h.modal().queryByText('Multi-Wallet Not Enabled')).toBeNull()
    expect(rows(h).map((r) => r.dataset.connector)).toEqual(['wallet-a', 'wallet-b'])
    const b = rows(h)[1] as HTMLElement
    expect(within(b).getByText('Active')).toBeTruthy()
    expect(within(b).getByTitle(ADDRESS_B).textContent).toBe('0x3C44…93BC')
    expect(within(b).queryByRole('button', { name: /Switch/ })).toBeNull()
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Switch to Wallet A' }))
    })
    expect(record(h)?.currentConnectorId).toBe('wallet-a')
    expect(record(h)?.accountState.address).toBe(EVM_ADDRESS)
    await waitFor(() => expect(within(rows(h)[0] as HTMLElement).getByText('Active')).toBeTruthy())
    h.unmount()
  })

  it('disconnects one wallet, the other stays connected; the last one disconnects the namespace', async () => {
    const { h, b } = await connectBoth(true)
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Disconnect Wallet B' }))
    })
    await waitFor(() => expect(rows(h).map((r) => r.dataset.connector)).toEqual(['wallet-a']))
    expect(b.wallet.authorized).toBe(false)
    // §4: the current connection went, the first remaining one became current.
    expect(record(h)?.currentConnectorId).toBe('wallet-a')
    expect(record(h)?.accountState.status).toBe('connected')
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Disconnect Wallet A' }))
    })
    await waitFor(() => expect(record(h)?.accountState.status).toBe('disconnected'))
    expect(await h.modal().findByTestId('portico-connect')).toBeTruthy()
    expect(h.core.state.modal.open).toBe(true)
    h.unmount()
  })

  it('a wallet that fails to disconnect shows Failed to disconnect and stays listed', async () => {
    const { h, b } = await connectBoth(true)
    b.wallet.behaviour = 'fail'
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Disconnect Wallet B' }))
    })
    expect(await h.modal().findByText('Failed to disconnect')).toBeTruthy()
    expect(rows(h)).toHaveLength(2)
    h.unmount()
  })

  it('without multi-wallet shows the info alert (§5/§8) and only the active wallet', async () => {
    const { h } = await connectBoth(false)
    const alert = h.modal().getByText('Multi-Wallet Not Enabled').closest('[role="status"]')
    expect(alert?.getAttribute('data-variant')).toBe('info')
    expect(rows(h).map((r) => r.dataset.connector)).toEqual(['wallet-b'])
    expect(h.modal().queryByRole('button', { name: 'Add wallet' })).toBeNull()
    h.unmount()
  })
})
