// The Tokens tab on a network the blockchain API does not serve (Solana): the view asks the namespace's adapter
// through the getTokenBalances capability instead of the API's balance route, which only takes 0x addresses.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetwork } from '@portico/common'
import { localEvm, localEvm2, solanaLocalnet } from '@portico/common/networks'
import type { AppKitOptions, TokenBalance } from '@portico/core'
import { act, cleanup, fireEvent, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { connect, type Harness, openModal, SOL_ADDRESS, setup } from './setup'
import { allowCrossOriginFetch } from './support/account-stack'

const MINT = 'EdpnamzQzQLR28FW79a8vtCSVF7bqiPvPL23BZYHRjck'
// Localnet flagged as a real network: §9 hides balances on testnets, which the preset is.
const localnet: CaipNetwork = { ...solanaLocalnet, testnet: false }

const SOL: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: localnet.caipNetworkId,
  price: 0,
  quantity: { decimals: '9', numeric: '1.5' },
  iconUrl: '',
}
const PUSD: TokenBalance = {
  name: 'Portico USD',
  symbol: 'PUSD',
  chainId: localnet.caipNetworkId,
  address: `${localnet.caipNetworkId}:${MINT}`,
  price: 0,
  quantity: { decimals: '6', numeric: '1000000' },
  iconUrl: '',
}

// A stand-in service shaped like apps/api: it serves EVM only, and records every other request it is sent.
let service: Server
let serviceUrl = ''
const requests: string[] = []

beforeAll(async () => {
  allowCrossOriginFetch()
  service = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    if (req.url?.startsWith('/v1/supported-chains')) {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ http: [localEvm.caipNetworkId, localEvm2.caipNetworkId], ws: [] }))
      return
    }
    requests.push(req.url ?? '')
    res.statusCode = 400
    res.end('{"error":"BAD_REQUEST","message":"address must be 0x and 40 hex characters"}')
  })
  await new Promise<void>((done) => service.listen(0, '127.0.0.1', done))
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((done) => service?.close(done))
})
afterEach(() => {
  cleanup()
  requests.length = 0
})

// The view checks the wallet's answer, so a test hands it anything.
type Answer = (params: Record<string, unknown>) => Promise<unknown>

async function solanaAccount(answer: Answer | undefined, network = localnet) {
  const options = { projectId: 'test', apiUrl: serviceUrl, networks: [localEvm, network] } as Partial<AppKitOptions>
  const h = await setup(options)
  const calls: Record<string, unknown>[] = []
  if (answer) {
    h.sol.getTokenBalances = async (params) => {
      calls.push({ ...params })
      return (await answer({ ...params })) as TokenBalance[]
    }
  }
  await loadRoute(routeOf('Account'))
  await connect(h, 'solana')
  await openModal(h)
  await h.modal().findByTestId('portico-account')
  return { h, calls }
}

const rowsOf = async (h: Harness) =>
  within(await h.modal().findByRole('list', { name: 'Tokens' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent)

describe('Tokens tab through the adapter capability', () => {
  it('a Solana account lists SOL and its SPL tokens from the adapter; the API balance route is not asked', async () => {
    const { h, calls } = await solanaAccount(async () => [SOL, PUSD])
    const rows = await rowsOf(h)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toContain('Solana')
    expect(rows[0]).toContain('1.50 SOL')
    expect(rows[1]).toContain('Portico USD')
    expect(rows[1]).toContain('1,000,000.00 PUSD')
    expect(calls).toEqual([
      {
        namespace: 'solana',
        address: SOL_ADDRESS,
        caipNetwork: expect.objectContaining({ caipNetworkId: 'solana:localnet' }),
      },
    ])
    expect(requests.filter((url) => url.includes('/balance'))).toEqual([])
    h.unmount()
  })

  it('without the capability the API path runs as before: §7 skips a network it does not serve, no tokens', async () => {
    const { h } = await solanaAccount(undefined)
    expect(await h.modal().findByText('No tokens on this network yet.')).toBeTruthy()
    expect(requests.filter((url) => url.includes('/balance'))).toEqual([])
    h.unmount()
  })

  it('a failing adapter read shows Token Balance Unavailable; Try again asks the adapter again and lists the tokens', async () => {
    let fail = true
    const { h, calls } = await solanaAccount(async () => {
      if (fail) throw new Error('RPC unreachable')
      return [SOL, PUSD]
    })
    expect(await h.modal().findByText('Token Balance Unavailable')).toBeTruthy()
    fail = false
    await act(async () => {
      fireEvent.click(h.modal().getByRole('button', { name: 'Try again' }))
    })
    expect(await rowsOf(h)).toHaveLength(2)
    expect(calls).toHaveLength(2)
    h.unmount()
  })

  it('a garbage answer from the adapter is Token Balance Unavailable, never a broken list', async () => {
    const { h } = await solanaAccount(async () => [{ symbol: 'SOL', quantity: 'lots' }])
    expect(await h.modal().findByText('Token Balance Unavailable')).toBeTruthy()
    expect(h.modal().queryByRole('list', { name: 'Tokens' })).toBeNull()
    h.unmount()
  })

  it('on a testnet (§9) the adapter is not asked and the tab shows no tokens', async () => {
    const { h, calls } = await solanaAccount(async () => [SOL, PUSD], solanaLocalnet)
    expect(await h.modal().findByText('No tokens on this network yet.')).toBeTruthy()
    expect(calls).toEqual([])
    h.unmount()
  })
})
