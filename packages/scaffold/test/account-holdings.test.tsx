import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setup } from './setup'
import { withApi } from './support/account-fixture'
import { accountViewsFixture, openAccount, tab } from './support/account-views'

const fixture = accountViewsFixture()

describe('Account view: tabs', () => {
  it('Tokens: a loading state, then PUSD and ETH from the real balance call', async () => {
    const h = await setup(withApi(fixture.stack.api))
    // The service caches balances, so its answer can beat the first look: the balance request waits for the test.
    const realFetch = globalThis.fetch
    let release: () => void = () => {}
    const gate = new Promise<void>((done) => {
      release = done
    })
    globalThis.fetch = async (input, init) => {
      if (String(input).includes('/balance')) await gate
      return realFetch(input, init)
    }
    try {
      await openAccount(h)
      expect(tab(h, 'Tokens').getAttribute('aria-selected')).toBe('true')
      expect(h.modal().getByTestId('portico-tokens-loading').getAttribute('aria-busy')).toBe('true')
      expect(h.modal().getByText('Loading tokens')).toBeTruthy()
    } finally {
      release()
      globalThis.fetch = realFetch
    }
    const modal = h.modal()
    const list = await modal.findByRole('list', { name: 'Tokens' })
    const rows = within(list).getAllByRole('listitem')
    const pusd = rows.find((row) => row.textContent?.includes('Portico Dev USD'))
    // Minted at deploy: 10,000 PUSD (6 decimals), priced 1 USD in the service's static table.
    expect(pusd?.textContent).toContain('10,000.00 PUSD')
    expect(pusd?.textContent).toContain('$10,000.00')
    expect(rows.some((row) => /\d ETH/.test(row.textContent ?? ''))).toBe(true)
    h.unmount()
  })

  it('Tokens: a failing service shows Token Balance Unavailable (§8) with a retry', async () => {
    const h = await setup(withApi(fixture.failingUrl))
    await openAccount(h)
    expect(await h.modal().findByText('Token Balance Unavailable')).toBeTruthy()
    expect(h.modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
    h.unmount()
  })

  it('Tokens: after a failure the tab says when it will retry, from the 30 s the client waits (§4, §9)', async () => {
    const h = await setup(withApi(fixture.failingUrl))
    await openAccount(h)
    const retry = await h.modal().findByTestId('portico-tokens-retry')
    expect(retry.textContent).toMatch(/^Retrying in (30|29) seconds$/)
    h.unmount()
  })

  it('Tokens and Activity: a service that cannot be reached skips the calls (§7) and shows the empty states', async () => {
    const h = await setup(withApi('http://127.0.0.1:9'))
    await openAccount(h)
    expect(await h.modal().findByText('No tokens on this network yet.')).toBeTruthy()
    await act(async () => {
      fireEvent.click(tab(h, 'Activity'))
    })
    expect(await h.modal().findByText('No activity on this network yet.')).toBeTruthy()
    h.unmount()
  })

  it('NFTs: a grid of the account’s dev badges with name and collection; a card opens its details and back', async () => {
    const h = await setup(withApi(fixture.stack.api))
    await openAccount(h)
    await act(async () => {
      fireEvent.click(tab(h, 'NFTs'))
    })
    const grid = await h.modal().findByRole('list', { name: 'NFTs' })
    // Dev account 1 was minted badges 3 and 4 at deploy; their metadata and images are on chain.
    expect(
      within(grid)
        .getAllByTestId('portico-nft-name')
        .map((n) => n.textContent),
    ).toEqual(['Portico Dev Badge #3', 'Portico Dev Badge #4'])
    const card = within(grid).getAllByTestId('portico-nft')[0] as HTMLElement
    expect(card.textContent).toBe('Portico Dev Badge #3Portico Dev Badge')
    expect(card.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    await act(async () => {
      fireEvent.click(card)
    })
    const detail = h.modal().getByTestId('portico-nft-detail')
    expect(within(detail).getByRole('heading').textContent).toBe('Portico Dev Badge #3')
    expect(h.host().shadowRoot?.activeElement).toBe(within(detail).getByRole('heading'))
    expect(within(detail).getByText('Token ID').nextElementSibling?.textContent).toBe('3')
    await act(async () => {
      fireEvent.click(within(detail).getByRole('button', { name: 'Back to NFTs' }))
    })
    const again = await h.modal().findByRole('list', { name: 'NFTs' })
    // Focus comes back to the card whose details were open.
    await waitFor(() => expect(h.host().shadowRoot?.activeElement).toBe(within(again).getAllByTestId('portico-nft')[0]))
    h.unmount()
  })

  it('NFTs: an account without any says so; a failing service shows the error with a retry', async () => {
    const empty = await setup(withApi(fixture.stack.api))
    empty.evm.wallet.accounts = [{ address: '0x00000000000000000000000000000000000000cc' }]
    await openAccount(empty)
    await act(async () => {
      fireEvent.click(tab(empty, 'NFTs'))
    })
    expect((await empty.modal().findByTestId('portico-nfts-empty')).textContent).toBe('No NFTs on this network yet.')
    empty.unmount()

    const failed = await setup(withApi(fixture.failingUrl))
    await openAccount(failed)
    await act(async () => {
      fireEvent.click(tab(failed, 'NFTs'))
    })
    expect(await failed.modal().findByText('NFTs could not be loaded')).toBeTruthy()
    expect(failed.modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
    failed.unmount()
  })

  it('NFTs: without a service the tab says holdings need it', async () => {
    const h = await setup({})
    await openAccount(h)
    await act(async () => {
      fireEvent.click(tab(h, 'NFTs'))
    })
    expect(h.modal().getByTestId('portico-nfts-unavailable').textContent).toBe(
      'NFTs need the blockchain API, which is not configured.',
    )
    h.unmount()
  })
})
