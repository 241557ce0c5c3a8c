import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEV_PROJECT_ID } from '@portico/api'
import { localEvm, localEvm2, solanaLocalnet } from '@portico/common/networks'
import type { AppKitOptions } from '@portico/core'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { connect, EVM_ADDRESS, type Harness, openModal, setup } from './setup'
import { type AccountStack, allowCrossOriginFetch, startAccountStack } from './support/account-stack'

// The memory wallet's address is dev account 1: the dev contracts minted it 10,000 PUSD and 2 badges, and the stack
// makes it send TRANSFERS native transfers, so its history (with the two mints) is longer than one page of 20.
const TRANSFERS = 21
// The address whose history the stand-in service answers with mixed entries.
const MIXED = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
let stack: AccountStack
// A stand-in service that lists the chain as supported and fails every other call: the error states. Its history
// route answers entries the real service never has (a spam NFT, another chain) to check the §5 display rules.
let failing: Server
let failingUrl = ''
const tx = (id: string, chain: string, transfer: Record<string, unknown>) => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    minedAt: '2026-03-07T10:00:00.000Z',
    sentFrom: '0x00000000000000000000000000000000000000aa',
    sentTo: EVM_ADDRESS,
    status: 'confirmed',
    nonce: 1,
    chain,
  },
  transfers: [{ direction: 'in', quantity: { numeric: '1' }, ...transfer }],
})
const MIXED_HISTORY = {
  data: [
    tx('01', localEvm.caipNetworkId, { fungible_info: { name: 'Portico Dev USD', symbol: 'PUSD' } }),
    tx('02', localEvm.caipNetworkId, { nft_info: { name: '#9', flags: { is_spam: true } } }),
    tx('03', localEvm2.caipNetworkId, { fungible_info: { name: 'Ether', symbol: 'ETH' } }),
    tx('04', localEvm.caipNetworkId, { nft_info: { name: '#4', flags: { is_spam: false } } }),
  ],
  next: null,
}

beforeAll(async () => {
  allowCrossOriginFetch()
  failing = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    if (req.url?.startsWith('/v1/supported-chains')) {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ http: [localEvm.caipNetworkId], ws: [] }))
      return
    }
    if (req.url?.startsWith(`/v1/account/${MIXED}/history`)) {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(MIXED_HISTORY))
      return
    }
    res.statusCode = 500
    res.end('{"error":"SERVER_ERROR"}')
  })
  await new Promise<void>((done) => failing.listen(0, '127.0.0.1', done))
  failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`
  stack = await startAccountStack({ senderIndex: 1, transfers: TRANSFERS })
  expect(stack.accounts[1]?.address).toBe(EVM_ADDRESS)
}, 90_000)
afterAll(async () => {
  await stack?.stop()
  await new Promise((done) => failing?.close(done))
})
afterEach(cleanup)

const withApi = (apiUrl: string, extra: Partial<AppKitOptions> = {}) =>
  ({ projectId: DEV_PROJECT_ID, apiUrl, ...extra }) as Partial<AppKitOptions>

// The local chain flagged as a real network: §9 hides balances on testnets, which localEvm is.
const mainnetLike = { ...localEvm, testnet: false }

async function openAccount(h: Harness) {
  await loadRoute(routeOf('Account'))
  await connect(h)
  await openModal(h)
  return h.modal().findByTestId('portico-account')
}

const tab = (h: Harness, name: string) => h.modal().getByRole('tab', { name })

describe('Account view: header', () => {
  it('shows the truncated address, the tinted avatar while the identity loads, and 0.00 on a testnet (§9)', async () => {
    const h = await setup(withApi(stack.api))
    await openAccount(h)
    const modal = h.modal()
    expect(modal.getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(modal.getByTitle(EVM_ADDRESS).textContent).toBe('0x7099…79C8')
    // The memory wallet says 1.5 ETH, but the local chain is a testnet.
    expect((await modal.findByTestId('portico-balance')).textContent).toBe('0.00 ETH')
    expect(modal.getByText('Connected with Memory EVM')).toBeTruthy()
    // No name registered for this address: the 5-tint fallback and the offer to choose one.
    const avatar = await modal.findByRole('img', { name: 'Avatar for 0x7099…79C8' })
    expect(avatar.hasAttribute('data-fallback')).toBe(true)
    expect(avatar.dataset.tints?.split(' ')).toHaveLength(5)
    const choose = await modal.findByRole('button', { name: 'Choose a name' })
    expect(modal.queryByTestId('portico-account-name')).toBeNull()
    // The offer arrives with the name lookup's answer: it comes after Disconnect, so it never moves that button.
    const disconnect = modal.getByRole('button', { name: 'Disconnect' })
    expect(disconnect.compareDocumentPosition(choose) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    h.unmount()
  })

  it('on a non-testnet shows a balance skeleton, then the wallet balance with 2 decimals', async () => {
    const h = await setup(withApi(stack.api, { networks: [mainnetLike, localEvm2, solanaLocalnet] }))
    let releaseBalance: () => void = () => {}
    const original = h.evm.getBalance.bind(h.evm)
    h.evm.getBalance = (params) =>
      new Promise((resolve) => {
        releaseBalance = () => resolve(original(params))
      })
    await openAccount(h)
    const modal = h.modal()
    expect(modal.getByText('Loading balance')).toBeTruthy()
    expect(modal.queryByTestId('portico-balance')).toBeNull()
    await act(async () => releaseBalance())
    expect((await modal.findByTestId('portico-balance')).textContent).toBe('1.50 ETH')
    h.unmount()
  })

  it('a failed balance fetch shows 0.00 in the network symbol (§8)', async () => {
    const h = await setup(withApi(stack.api, { networks: [mainnetLike, localEvm2, solanaLocalnet] }))
    await loadRoute(routeOf('Account'))
    await connect(h)
    h.evm.wallet.behaviour = 'fail'
    await openModal(h)
    expect((await h.modal().findByTestId('portico-balance')).textContent).toBe('0.00 ETH')
    h.unmount()
  })

  it('links to the network block explorer when the network names one', async () => {
    const withExplorer = {
      ...localEvm,
      blockExplorers: { default: { name: 'Local Scan', url: 'http://127.0.0.1:9/' } },
    }
    const h = await setup(withApi(stack.api, { networks: [withExplorer, localEvm2, solanaLocalnet] }))
    await openAccount(h)
    const link = h.modal().getByRole('link', { name: 'View on Local Scan' })
    expect(link.getAttribute('href')).toBe(`http://127.0.0.1:9/address/${EVM_ADDRESS}`)
    h.unmount()
    const plain = await setup(withApi(stack.api))
    await openAccount(plain)
    expect(plain.modal().queryByRole('link')).toBeNull()
    plain.unmount()
  })

  it('copies the address', async () => {
    const h = await setup(withApi(stack.api))
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void written.push(text) },
      configurable: true,
    })
    await openAccount(h)
    await act(async () => {
      fireEvent.click(await h.modal().findByRole('button', { name: 'Copy address' }))
    })
    expect(written).toEqual([EVM_ADDRESS])
    expect(await h.modal().findByText('Address copied')).toBeTruthy()
    h.unmount()
  })

  it('an identity error says names could not be fetched and keeps the address', async () => {
    const h = await setup(withApi(failingUrl))
    await openAccount(h)
    expect(await h.modal().findByText('Error fetching names for address')).toBeTruthy()
    expect(h.modal().getByTitle(EVM_ADDRESS)).toBeTruthy()
    expect(h.modal().queryByRole('button', { name: 'Choose a name' })).toBeNull()
    h.unmount()
  })

  it('disconnect clears the account and closes the modal', async () => {
    const h = await setup(withApi(stack.api))
    await openAccount(h)
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Disconnect' }))
    })
    await waitFor(() => expect(h.core.state.modal.open).toBe(false))
    expect(h.core.state.chain.chains.eip155?.accountState.address).toBeUndefined()
    expect(h.evm.calls.some((c) => c.method === 'disconnect')).toBe(true)
    h.unmount()
  })

  it('opened without an account, Account gives way to Connect', async () => {
    const h = await setup(withApi(stack.api))
    await openModal(h, { view: 'Account' })
    expect(await h.modal().findByTestId('portico-connect')).toBeTruthy()
    h.unmount()
  })

  it('lists the accounts of the connection with their declared type and switches between them', async () => {
    const h = await setup(withApi(stack.api))
    const second = stack.accounts[2]?.address ?? ''
    h.evm.wallet.accounts = [
      { address: EVM_ADDRESS, type: 'eoa' },
      { address: second, type: 'smartAccount' },
    ]
    await openAccount(h)
    const options = h.modal().getAllByTestId('portico-account-option')
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Externally owned account'),
      expect.stringContaining('Smart account'),
    ])
    expect(options[0]?.getAttribute('aria-pressed')).toBe('true')
    await act(async () => {
      fireEvent.click(options[1] as HTMLElement)
    })
    expect(h.core.state.chain.chains.eip155?.accountState.address).toBe(second)
    await waitFor(() => expect(h.modal().getByTitle(second)).toBeTruthy())
    h.unmount()
  })

  it('one account: no account list and no account-type choice', async () => {
    const h = await setup(withApi(stack.api))
    await openAccount(h)
    expect(h.modal().queryAllByTestId('portico-account-option')).toHaveLength(0)
    expect(h.modal().queryByText('Smart account')).toBeNull()
    h.unmount()
  })

  it('Wallets opens ProfileWallets', async () => {
    const h = await setup(withApi(stack.api))
    await loadRoute(routeOf('ProfileWallets'))
    await openAccount(h)
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Wallets' }))
    })
    expect(await h.modal().findByTestId('portico-profile-wallets')).toBeTruthy()
    h.unmount()
  })
})

describe('Account view: tabs', () => {
  it('Tokens: a loading state, then PUSD and ETH from the real balance call', async () => {
    const h = await setup(withApi(stack.api))
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
    const h = await setup(withApi(failingUrl))
    await openAccount(h)
    expect(await h.modal().findByText('Token Balance Unavailable')).toBeTruthy()
    expect(h.modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
    h.unmount()
  })

  it('Tokens: after a failure the tab says when it will retry, from the 30 s the client waits (§4, §9)', async () => {
    const h = await setup(withApi(failingUrl))
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

  it('Activity: the first page of real history, then the next page by cursor', async () => {
    const h = await setup(withApi(stack.api))
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
    const h = await setup(withApi(failingUrl))
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
    const h = await setup(withApi(failingUrl))
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
    const h = await setup(withApi(failingUrl), { locale: 'es' })
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
    const h = await setup(withApi(stack.api, { features: { activity: false } }))
    await openAccount(h)
    expect(
      h
        .modal()
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Tokens', 'NFTs'])
    h.unmount()
  })

  it('NFTs: a grid of the account’s dev badges with name and collection; a card opens its details and back', async () => {
    const h = await setup(withApi(stack.api))
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
    const empty = await setup(withApi(stack.api))
    empty.evm.wallet.accounts = [{ address: '0x00000000000000000000000000000000000000cc' }]
    await openAccount(empty)
    await act(async () => {
      fireEvent.click(tab(empty, 'NFTs'))
    })
    expect((await empty.modal().findByTestId('portico-nfts-empty')).textContent).toBe('No NFTs on this network yet.')
    empty.unmount()

    const failed = await setup(withApi(failingUrl))
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
