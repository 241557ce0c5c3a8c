import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { localEvm } from '@portico/common/networks'
import type { AppKitOptions } from '@portico/core'
import { allowCrossOriginFetch } from '@portico/testing/child-process'
import { cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connect, type Harness, openModal, setup } from './setup'

// A stand-in service on the local chain: the native coin (1 held), PUSD (6 decimals, 100 held) and DEAD, a token
// no pool trades. A quote pays 2 PUSD per native coin (in smallest units) and nothing for DEAD.
const CHAIN = localEvm.caipNetworkId
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const PUSD = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`
const DEAD = `${CHAIN}:0x000000000000000000000000000000000000dEaD`
const token = (symbol: string, address: string, decimals: number) => ({
  name: symbol,
  symbol,
  address,
  decimals,
  logoUri: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
})
const TOKENS = [token('ETH', NATIVE, 18), token('PUSD', PUSD, 6), token('DEAD', DEAD, 18)]
const balance = (symbol: string, address: string | undefined, numeric: string, decimals: number) => ({
  name: symbol,
  symbol,
  chainId: CHAIN,
  ...(address ? { address } : {}),
  price: 1,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: '',
})

let server: Server
let apiUrl = ''
const quoteRequests: URLSearchParams[] = []

beforeAll(async () => {
  allowCrossOriginFetch()
  server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('content-type', 'application/json')
    const url = new URL(req.url ?? '/', 'http://x')
    const answer = (body: unknown) => res.end(JSON.stringify(body))
    if (url.pathname === '/v1/supported-chains') return answer({ http: [CHAIN], ws: [] })
    if (url.pathname === '/v1/convert/tokens') return answer({ tokens: TOKENS })
    if (url.pathname.endsWith('/balance')) {
      return answer({ balances: [balance('ETH', undefined, '1', 18), balance('PUSD', PUSD, '100', 6)] })
    }
    if (url.pathname === '/v1/convert/quotes') {
      quoteRequests.push(url.searchParams)
      const amount = BigInt(url.searchParams.get('amount') ?? '0')
      if (url.searchParams.get('to') === DEAD) return answer({ quotes: [] })
      if (url.searchParams.get('kind') === 'exactOut') {
        // An exact output of PUSD: half as many native-coin units, scaled from 6 to 18 decimals.
        const fromAmount = (amount * 10n ** 12n) / 2n
        return answer({
          quotes: [
            {
              id: null,
              fromAmount: String(fromAmount),
              toAmount: String(amount),
              kind: 'exactOut',
              priceImpact: '0.50',
              fee: '0.30',
            },
          ],
        })
      }
      const toAmount = (amount * 2n) / 10n ** 12n
      return answer({
        quotes: [
          { id: null, fromAmount: String(amount), toAmount: String(toAmount), priceImpact: '0.50', fee: '0.30' },
        ],
      })
    }
    res.statusCode = 404
    res.end('{}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(
  () =>
    new Promise((done) => {
      server.closeAllConnections()
      server.close(done)
    }),
)
afterEach(cleanup)

async function openSwap(
  options: Partial<AppKitOptions>,
  data?: { amount?: string; fromToken?: string; toToken?: string },
) {
  const h = await setup({ projectId: 'test', ...options })
  await connect(h)
  await openModal(h, { view: 'Swap', ...(data ? { data } : {}) } as never)
  return h
}
const form = (h: Harness) => h.modal().findByTestId('portico-swap', {}, { timeout: 5_000 })
const amountInput = (h: Harness) => h.modal().getByRole('textbox', { name: 'You pay' }) as HTMLInputElement
const review = (h: Harness) => h.modal().getByTestId('portico-swap-review') as HTMLButtonElement
const toAmount = (h: Harness) => h.modal().getByTestId('portico-swap-to-amount')
const receiveInput = (h: Harness) => h.modal().getByRole('textbox', { name: 'You receive' }) as HTMLInputElement

describe('Swap view', () => {
  it('opens with the swap arguments, quotes the typed amount, shows price impact and the minimum at 1 %', async () => {
    const h = await openSwap({ apiUrl }, { amount: '0.5', fromToken: 'eth', toToken: 'PUSD' })
    await form(h)
    // The opening arguments arrive with the route data, which can follow the form's first render by a tick.
    await waitFor(() => expect(amountInput(h).value).toBe('0.5'))
    await waitFor(() => expect(toAmount(h).getAttribute('data-state')).toBe('ready'))
    expect(toAmount(h).textContent).toBe('1')
    expect(h.modal().getByTestId('portico-swap-price-impact').textContent).toBe('0.50 %')
    expect(h.modal().getByTestId('portico-swap-minimum').textContent).toBe('0.99 PUSD')
    expect(review(h).disabled).toBe(false)
    expect(review(h).textContent).toBe('Review swap')
    // A new slippage moves the minimum without a new quote.
    const asked = quoteRequests.length
    fireEvent.change(h.modal().getByRole('textbox', { name: 'Slippage tolerance (%)' }), { target: { value: '5' } })
    expect(h.modal().getByTestId('portico-swap-minimum').textContent).toBe('0.95 PUSD')
    fireEvent.change(amountInput(h), { target: { value: '0.25' } })
    await waitFor(() => expect(toAmount(h).textContent).toBe('0.5'))
    expect(quoteRequests.length).toBe(asked + 1)
    expect(quoteRequests.at(-1)?.get('amount')).toBe('250000000000000000')
    h.unmount()
  })

  it('typing in the receive field asks for an exact-output quote: the pay field shows the input, with a maximum sold', async () => {
    const h = await openSwap({ apiUrl }, { amount: '0.5', fromToken: 'ETH', toToken: 'PUSD' })
    await form(h)
    await waitFor(() => expect(receiveInput(h).value).toBe('1'))
    const asked = quoteRequests.length
    fireEvent.change(receiveInput(h), { target: { value: '0.2' } })
    fireEvent.change(receiveInput(h), { target: { value: '0.25' } })
    await waitFor(() => expect(amountInput(h).value).toBe('0.125'))
    expect(receiveInput(h).value).toBe('0.25')
    // Debounced: the two keystrokes make one request, for the output, marked exactOut.
    expect(quoteRequests.length).toBe(asked + 1)
    expect(quoteRequests.at(-1)?.get('amount')).toBe('250000')
    expect(quoteRequests.at(-1)?.get('kind')).toBe('exactOut')
    expect(h.modal().getByTestId('portico-swap-maximum').textContent).toBe('0.12625 ETH')
    expect(h.modal().queryByTestId('portico-swap-minimum')).toBeNull()
    expect(review(h).disabled).toBe(false)
    // More than the balance can pay (1 ETH buys 2 PUSD): insufficient, once the quote says what it takes.
    fireEvent.change(receiveInput(h), { target: { value: '2' } })
    await waitFor(() => expect(review(h).textContent).toBe('Insufficient ETH balance'))
    // Typing in the pay field goes back to an exact input.
    fireEvent.change(amountInput(h), { target: { value: '0.1' } })
    await waitFor(() => expect(receiveInput(h).value).toBe('0.2'))
    expect(quoteRequests.at(-1)?.get('kind')).toBeNull()
    expect(h.modal().getByTestId('portico-swap-minimum').textContent).toBe('0.198 PUSD')
    h.unmount()
  })

  it('an amount above the balance says so and cannot be reviewed', async () => {
    const h = await openSwap({ apiUrl })
    await form(h)
    fireEvent.change(amountInput(h), { target: { value: '1.5' } })
    await waitFor(() => expect(review(h).textContent).toBe('Insufficient ETH balance'))
    expect(review(h).disabled).toBe(true)
    fireEvent.change(amountInput(h), { target: { value: '' } })
    expect(review(h).textContent).toBe('Enter an amount')
    h.unmount()
  })

  it('a pair no pool trades is no liquidity', async () => {
    const h = await openSwap({ apiUrl }, { amount: '0.1', fromToken: 'ETH', toToken: 'DEAD' })
    await form(h)
    await waitFor(() => expect(review(h).textContent).toBe('No liquidity for this pair'))
    expect(review(h).disabled).toBe(true)
    expect(toAmount(h).getAttribute('data-state')).toBe('noLiquidity')
    h.unmount()
  })

  it('choosing a token fills the side it was opened for; the token of the other side swaps them', async () => {
    const h = await openSwap({ apiUrl }, { fromToken: 'ETH', toToken: 'PUSD' })
    await form(h)
    fireEvent.click(h.modal().getByTestId('portico-swap-to-token'))
    const list = await h.modal().findByRole('list', { name: 'Tokens' })
    fireEvent.click(list.querySelectorAll('button')[0] as HTMLButtonElement)
    await form(h)
    expect(h.modal().getByTestId('portico-swap-from-token').textContent).toBe('PUSD')
    expect(h.modal().getByTestId('portico-swap-to-token').textContent).toBe('ETH')
    h.unmount()
  })

  it("each amount field holds its token as a pill (icon, symbol, chevron) that opens that side's token list", async () => {
    const h = await openSwap({ apiUrl }, { fromToken: 'ETH', toToken: 'PUSD' })
    await form(h)
    // The pills name their token once the service's token list has answered (later than the form on a loaded machine).
    const pill = await h.modal().findByRole('button', { name: 'Change token, now ETH' }, { timeout: 5_000 })
    expect(pill.closest('.portico-swap-box')?.contains(amountInput(h))).toBe(true)
    expect(pill.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(pill.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
    const toPill = await h.modal().findByRole('button', { name: 'Change token, now PUSD' }, { timeout: 5_000 })
    expect(toPill.closest('.portico-swap-box')?.contains(receiveInput(h))).toBe(true)
    fireEvent.click(toPill)
    await waitFor(() => expect(h.core.state.router.view).toBe('SwapSelectToken'))
    h.unmount()
  })

  it('the swaps flag off, or no service, shows no form', async () => {
    const off = await openSwap({ apiUrl, features: { swaps: false } })
    expect(await off.modal().findByText('Swaps are turned off for this app.')).toBeTruthy()
    expect(off.modal().queryByTestId('portico-swap')).toBeNull()
    off.unmount()
    const none = await openSwap({})
    expect(await none.modal().findByText('Network not supported for Swaps')).toBeTruthy()
    none.unmount()
  })
})
