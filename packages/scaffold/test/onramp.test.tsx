import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { localEvm } from '@portico/common/networks'
import type { AppKitOptions } from '@portico/core'
import { allowCrossOriginFetch } from '@portico/testing/child-process'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { CHECKOUT_MESSAGE_TYPE } from '../src/views/onramp/checkoutMessage'
import { connect, EVM_ADDRESS, type Harness, openModal, setup } from './setup'

const CHECKOUT_ORIGIN = 'http://127.0.0.1:4999'
const OPTIONS = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: '31337', display_name: 'Local', chain_id: '31337', contract_address: '' }],
    },
    {
      id: 'PUSD',
      name: 'Portico Dev USD',
      symbol: 'PUSD',
      networks: [{ name: '31337', display_name: 'Local', chain_id: '31337', contract_address: '0x1' }],
    },
    {
      id: 'ELSEWHERE',
      name: 'Sold elsewhere',
      symbol: 'ELSE',
      networks: [{ name: '1', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }] },
  ],
}
const usd = (amount: string) => ({ amount, currency: 'USD' })

interface Call {
  path: string
  body: Record<string, unknown>
}

/** A stand-in service: each test says which on-ramp calls fail. */
function startService(fail: { options?: boolean; quote?: boolean } = {}) {
  const calls: Call[] = []
  const server = createServer(async (req: IncomingMessage, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (req.method === 'OPTIONS') return res.end()
    let text = ''
    for await (const chunk of req) text += chunk
    const path = new URL(req.url ?? '/', 'http://x').pathname
    calls.push({ path, body: text ? JSON.parse(text) : {} })
    const json = (status: number, body: unknown) => {
      res.statusCode = status
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(body))
    }
    if (path === '/v1/supported-chains') return json(200, { http: [localEvm.caipNetworkId], ws: [] })
    if (path === '/v1/onramp/options') return fail.options ? json(500, { error: 'X' }) : json(200, OPTIONS)
    if (path === '/v1/onramp/quote') {
      if (fail.quote) return json(502, { error: 'PROVIDER_UNAVAILABLE' })
      const body = JSON.parse(text) as { amount: number; purchaseCurrency: string }
      return json(200, {
        purchaseAmount: { amount: '0.01', currency: body.purchaseCurrency },
        paymentSubtotal: usd('29.35'),
        paymentTotal: usd(body.amount.toFixed(2)),
        networkFee: usd('0.05'),
        providerFee: usd('0.60'),
        quoteId: 'q-1',
      })
    }
    if (path === '/v1/generators/onrampurl') return json(200, { url: `${CHECKOUT_ORIGIN}/checkout?order=1` })
    json(404, { error: 'NOT_FOUND' })
  })
  return { server, calls }
}

const services: Server[] = []
async function serve(fail: { options?: boolean; quote?: boolean } = {}) {
  const { server, calls } = startService(fail)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  services.push(server)
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { options: { projectId: 'p', apiUrl } as Partial<AppKitOptions>, calls }
}

beforeAll(async () => {
  allowCrossOriginFetch()
  await Promise.all(
    (
      ['OnRampProviders', 'OnRampTokenSelect', 'OnRampFiatSelect', 'BuyInProgress', 'WhatIsABuy', 'Account'] as const
    ).map((view) => loadRoute(routeOf(view))),
  )
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
afterAll(() => Promise.all(services.map((s) => new Promise((done) => s.close(done)))))

async function openBuy(options: Partial<AppKitOptions>): Promise<Harness> {
  const h = await setup(options)
  await connect(h)
  await openModal(h, { view: 'OnRampProviders' })
  await h.modal().findByTestId('portico-buy')
  return h
}
const amountInput = (h: Harness) => h.modal().getByRole('textbox', { name: 'Amount in USD' })
const continueButton = (h: Harness) =>
  h.modal().getByRole('button', { name: 'Continue to checkout' }) as HTMLButtonElement

describe('on-ramp views', () => {
  it('is off when the onramp feature flag is off', async () => {
    const { options } = await serve()
    const h = await setup({ ...options, features: { onramp: false } })
    await connect(h)
    await openModal(h, { view: 'OnRampProviders' })
    expect(await h.modal().findByText('Buying crypto is not enabled for this app.')).toBeTruthy()
    h.unmount()
  })

  it('keeps the amount within the card limits, then shows §3 quote fields from the service', async () => {
    const { options, calls } = await serve()
    const h = await openBuy(options)
    expect(h.modal().getByText('From $10.00 to $7,500.00 by card')).toBeTruthy()
    fireEvent.change(amountInput(h), { target: { value: '5' } })
    expect(amountInput(h).getAttribute('aria-invalid')).toBe('true')
    expect(continueButton(h).disabled).toBe(true)
    fireEvent.change(amountInput(h), { target: { value: '7500.01' } })
    expect(h.modal().getByText('Enter an amount from $10.00 to $7,500.00')).toBeTruthy()
    fireEvent.change(amountInput(h), { target: { value: '30' } })
    const quote = await h.modal().findByTestId('portico-buy-quote')
    expect(quote.textContent).toContain('You receive0.01 ETH')
    expect(quote.textContent).toContain('Subtotal29.35 USD')
    expect(quote.textContent).toContain('Network fee0.05 USD')
    expect(quote.textContent).toContain('Provider fee0.60 USD')
    expect(quote.textContent).toContain('Total30.00 USD')
    expect(h.modal().queryByText(/^Estimate:/)).toBeNull()
    expect(calls.filter((c) => c.path === '/v1/onramp/quote').map((c) => c.body)).toEqual([
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: 30, network: '31337' },
    ])
    expect(continueButton(h).disabled).toBe(false)
    h.unmount()
  })

  it('chooses the token among those sold on the active network, and the fiat currency with its limits', async () => {
    const { options } = await serve()
    const h = await openBuy(options)
    fireEvent.click(h.modal().getByTestId('portico-buy-token'))
    const tokens = await h.modal().findByTestId('portico-buy-tokens')
    expect(tokens.textContent).toContain('PUSD')
    expect(tokens.textContent).not.toContain('ELSE')
    fireEvent.click(h.modal().getByRole('button', { name: /PUSD/ }))
    expect((await h.modal().findByTestId('portico-buy-token')).textContent).toContain('PUSD · Portico Dev USD')
    fireEvent.click(h.modal().getByTestId('portico-buy-fiat'))
    await h.modal().findByTestId('portico-buy-currencies')
    expect(h.modal().getByText('From €20.00 to €5,000.00 by card')).toBeTruthy()
    fireEvent.click(h.modal().getByRole('button', { name: /EUR/ }))
    expect(await h.modal().findByRole('textbox', { name: 'Amount in EUR' })).toBeTruthy()
    h.unmount()
  })

  it('§8: failed options show the default list and a failed quote the local estimate, both marked', async () => {
    const { options } = await serve({ options: true, quote: true })
    const h = await openBuy(options)
    expect(h.modal().getByText(/^Estimated options:/)).toBeTruthy()
    fireEvent.change(amountInput(h), { target: { value: '100' } })
    expect(await h.modal().findByText(/^Estimate: the provider did not answer/)).toBeTruthy()
    expect((await h.modal().findByTestId('portico-buy-quote')).textContent).toContain('Provider fee1.00 USD')
    h.unmount()
  })

  it('opens the checkout in a popup and follows it to completion by messages from its exact origin', async () => {
    const { options, calls } = await serve()
    const popup = { closed: false, close: vi.fn(), focus: vi.fn(), location: { href: '' } }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const h = await openBuy(options)
    const balance = vi.spyOn(h.core, 'fetchBalance')
    fireEvent.change(amountInput(h), { target: { value: '30' } })
    await h.modal().findByTestId('portico-buy-quote')
    fireEvent.click(continueButton(h))
    const progress = await h.modal().findByTestId('portico-buy-progress')
    expect(open).toHaveBeenCalledTimes(1)
    expect(popup.location.href).toBe(`${CHECKOUT_ORIGIN}/checkout?order=1`)
    expect(calls.find((c) => c.path === '/v1/generators/onrampurl')?.body).toMatchObject({
      destinationWallets: [{ address: EVM_ADDRESS, blockchains: ['31337'], assets: ['ETH'] }],
      partnerUserId: EVM_ADDRESS,
      presetFiatAmount: 30,
    })
    const post = (origin: string, data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data, source: popup as unknown as Window }))
      })
    const completed = { type: CHECKOUT_MESSAGE_TYPE, status: 'completed', purchaseAmount: '0.01', currency: 'ETH' }
    post('http://127.0.0.1:5000', completed)
    expect(progress.dataset.progress).toBe('waiting')
    post(CHECKOUT_ORIGIN, { type: CHECKOUT_MESSAGE_TYPE, status: 'declined', reason: 'declined' })
    expect(h.modal().getByText('Your card was declined. Nothing was charged.')).toBeTruthy()
    post(CHECKOUT_ORIGIN, completed)
    expect(progress.dataset.progress).toBe('completed')
    expect(h.modal().getByText('0.01 ETH arrived in your wallet.')).toBeTruthy()
    expect(popup.close).toHaveBeenCalled()
    expect(balance).toHaveBeenCalledWith('eip155')
    fireEvent.click(h.modal().getByRole('button', { name: 'View activity' }))
    await waitFor(() => expect(h.core.state.router.view).toBe('Account'))
    expect(h.core.state.chain.chains.eip155?.accountState.currentTab).toBe(2)
    h.unmount()
  })

  it('a checkout window closed before completion is §8 Popup closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { options } = await serve()
      const popup = { closed: false, close: vi.fn(), focus: vi.fn(), location: { href: '' } }
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
      const h = await openBuy(options)
      fireEvent.change(amountInput(h), { target: { value: '30' } })
      await h.modal().findByTestId('portico-buy-quote')
      fireEvent.click(continueButton(h))
      await h.modal().findByTestId('portico-buy-progress')
      popup.closed = true
      await act(() => vi.advanceTimersByTimeAsync(1000))
      expect(h.modal().getByText('Popup closed')).toBeTruthy()
      h.unmount()
    } finally {
      vi.useRealTimers()
    }
  })

  it('a blocked popup says so and asks for nothing', async () => {
    const { options, calls } = await serve()
    vi.spyOn(window, 'open').mockReturnValue(null)
    const h = await openBuy(options)
    fireEvent.change(amountInput(h), { target: { value: '30' } })
    await h.modal().findByTestId('portico-buy-quote')
    fireEvent.click(continueButton(h))
    expect(await h.modal().findByText(/The checkout window was blocked/)).toBeTruthy()
    expect(calls.some((c) => c.path === '/v1/generators/onrampurl')).toBe(false)
    h.unmount()
  })

  it('WhatIsABuy explains and goes back', async () => {
    const { options } = await serve()
    const h = await openBuy(options)
    fireEvent.click(h.modal().getByRole('button', { name: 'What is a buy?' }))
    expect(await h.modal().findByText('Buy crypto with a card')).toBeTruthy()
    fireEvent.click(h.modal().getByRole('button', { name: 'Back to the purchase' }))
    expect(await h.modal().findByTestId('portico-buy')).toBeTruthy()
    h.unmount()
  })
})
