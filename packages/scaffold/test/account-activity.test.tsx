import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setup } from './setup'
import { withApi } from './support/account-fixture'
import { accountViewsFixture, MIXED, openAccount, TRANSFERS, tab } from './support/account-views'

const fixture = accountViewsFixture()

describe('Account view: tabs', () => {
  it('Activity: the first page of real history, then the next page by cursor', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await openAccount(h)
    await act(async () => {
      fireEvent.click(tab(h, 'Activity'))
    })
    expect(tab(h, 'Activity').getAttribute('aria-selected')).toBe('true')
    expect(h.core.state.chain.chains.eip155?.accountState.currentTab).toBe(2)
    const list = await h.modal().findByRole('list', { name: 'Activity' })
    const rows = () => within(list).getAllByRole('listitem')
    expect(rows()).toHaveLength(20)
    // Newest first: the last native transfer sent 0.021 ETH (3 decimals for quantities, §9).
    expect(rows()[0]?.textContent).toContain('Sent')
    expect(rows()[0]?.textContent).toContain(`−${(TRANSFERS / 1000).toFixed(3)} ETH`)
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Load more' }))
    })
    // TRANSFERS sends plus the PUSD mint and the badge mint.
    await waitFor(() => expect(rows()).toHaveLength(TRANSFERS + 2))
    const received = rows().filter((row) => row.textContent?.includes('Received'))
    expect(received.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/\+#\d+/),
      expect.stringContaining('+10,000.000 PUSD'),
    ])
    expect(h.modal().queryByRole('button', { name: 'Load more' })).toBeNull()
    h.unmount()
  })

  it('Activity: a failing history call shows Failed to fetch transactions (§8), and retry asks again', async () => {
    const h = await setup(withApi(fixture.failingUrl))
    await openAccount(h)
    await act(async () => {
      fireEvent.click(tab(h, 'Activity'))
    })
    expect(await h.modal().findByText('Failed to fetch transactions')).toBeTruthy()
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Try again' }))
    })
    expect(await h.modal().findByText('Failed to fetch transactions')).toBeTruthy()
    h.unmount()
  })

  it('Activity: spam NFTs and other chains are not shown (§5); dates are short month and day (§9)', async () => {
    const h = await setup(withApi(fixture.failingUrl))
    h.evm.wallet.accounts = [{ address: MIXED }]
    await openAccount(h)
    await act(async () => {
      fireEvent.click(tab(h, 'Activity'))
    })
    const list = await h.modal().findByRole('list', { name: 'Activity' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['PReceivedMar 7+1.000 PUSD', '#ReceivedMar 7+#4'])
    h.unmount()
  })

  it('numbers and dates follow the locale (es): quantities with 3 decimals, others with 2', async () => {
    const h = await setup(withApi(fixture.failingUrl), { locale: 'es' })
    h.evm.wallet.accounts = [{ address: MIXED }]
    await openAccount(h)
    expect(h.modal().getByRole('dialog', { name: 'Cuenta' })).toBeTruthy()
    expect((await h.modal().findByTestId('portico-balance')).textContent).toBe('0,00 ETH')
    await act(async () => {
      fireEvent.click(h.modal().getByRole('tab', { name: 'Actividad' }))
    })
    const list = await h.modal().findByRole('list', { name: 'Actividad' })
    const first = within(list).getAllByRole('listitem')[0]
    expect(first?.textContent).toBe(
      `PRecibido${new Intl.DateTimeFormat('es', { month: 'short', day: 'numeric' }).format(new Date('2026-03-07T10:00:00Z'))}+1,000 PUSD`,
    )
    h.unmount()
  })

  it('Activity is not offered when the activity feature is off', async () => {
    const h = await setup(withApi(fixture.stack.api, { features: { activity: false } }))
    await openAccount(h)
    expect(
      h
        .modal()
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Tokens', 'NFTs'])
    h.unmount()
  })
})
