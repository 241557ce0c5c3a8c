// The wallet features row and the send views through the real modal shell, a real core and the memory wallets,
// against a stand-in service shaped like apps/api (balances, gas price, names; no fungible price yet).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isEvmAddress, isSolanaAddress } from '@portico/common/address'
import { localEvm, localEvm2, solanaLocalnet } from '@portico/common/networks'
import { type AppKitOptions, isAvailableView, type TokenBalance, WALLET_FEATURES_ORDER } from '@portico/core'
import { WALLET_FEATURE_VIEWS } from '@portico/core/internal'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connect, EVM_ADDRESS, type Harness, openModal, SOL_ADDRESS, setup } from './setup'
import { allowCrossOriginFetch } from './support/account-stack'

const PUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const GAS_PRICE = 1_000_000_000n
const chain = localEvm.caipNetworkId
const BALANCES = [
  { name: 'Ether', symbol: 'ETH', chainId: chain, price: 0, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' },
  {
    name: 'Portico Dev USD',
    symbol: 'PUSD',
    chainId: chain,
    address: `${chain}:${PUSD}`,
    price: 1,
    quantity: { decimals: '6', numeric: '250' },
    iconUrl: '',
  },
  {
    name: 'Empty',
    symbol: 'NONE',
    chainId: chain,
    address: `${chain}:${TO}`,
    price: 0,
    quantity: { decimals: '6', numeric: '0' },
    iconUrl: '',
  },
]

let service: Server
let serviceUrl = ''
const asked: string[] = []

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.statusCode = status
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify(body))
}

beforeAll(async () => {
  allowCrossOriginFetch()
  service = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    // A POST's body is read before answering: ending the response first resets the client's socket.
    for await (const _ of req);
    const url = req.url ?? ''
    asked.push(`${req.method} ${url.split('?')[0]}`)
    if (url.startsWith('/v1/supported-chains'))
      return json(res, 200, { http: [chain, localEvm2.caipNetworkId], ws: [] })
    if (url.startsWith(`/v1/account/${EVM_ADDRESS}/balance`)) return json(res, 200, { balances: BALANCES })
    // The exchange is on the first network only: the second answers as a chain the service swaps nothing on.
    if (url.startsWith('/v1/convert/tokens')) {
      if (new URL(url, 'http://x').searchParams.get('chainId') !== chain)
        return json(res, 400, { error: 'UNSUPPORTED_NETWORK', message: 'Network not supported for Swaps' })
      return json(res, 200, {
        tokens: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: `${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
            decimals: 18,
            logoUri: '',
          },
        ],
      })
    }
    if (url.startsWith('/v1/convert/gas-price')) {
      const p = String(GAS_PRICE)
      return json(res, 200, { standard: p, fast: p, instant: p })
    }
    if (url.startsWith('/v1/profile/account/alice.eth')) {
      return json(res, 200, {
        name: 'alice.eth',
        registered: 0,
        updated: 0,
        addresses: { [String(0x80000000 + 31337)]: { address: TO, created: '0' } },
        attributes: [],
      })
    }
    if (url.startsWith('/v1/profile/account/')) return json(res, 404, { error: 'NOT_FOUND', message: 'no such name' })
    return json(res, 501, { error: 'NOT_IMPLEMENTED', message: 'not served yet' })
  })
  await new Promise<void>((done) => service.listen(0, '127.0.0.1', done))
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((done) => service?.close(done))
})
const open: Harness[] = []
afterEach(() => {
  for (const h of open.splice(0)) h.unmount()
  cleanup()
  asked.length = 0
})

type Request = Record<string, unknown>

async function evmAccount(options: Partial<AppKitOptions> = {}) {
  const h = await setup({ apiUrl: serviceUrl, ...options })
  open.push(h)
  const sent: { capability: string; params: Request }[] = []
  let answer: (params: Request) => Promise<unknown> = async () => ({
    hash: '0xfeed',
    status: 'success',
    blockNumber: '9',
  })
  const record = (capability: string) => async (params: Request) => {
    sent.push({ capability, params: { ...params } })
    return answer(params)
  }
  Object.assign(h.evm, {
    // As the wagmi adapter does with viem: a mixed-case address must match its EIP-55 checksum.
    isAddress: isEvmAddress,
    sendTransaction: record('sendTransaction'),
    writeContract: record('writeContract'),
    estimateGas: async () => '21000',
  })
  await connect(h)
  await openModal(h)
  return { h, sent, answer: (next: typeof answer) => (answer = next) }
}

const dialog = (h: Harness) => h.modal().getByRole('dialog')
const VIEW_OF: Record<string, string> = {
  Send: 'WalletSend',
  'Select Token': 'WalletSendSelectToken',
  'Review Send': 'WalletSendPreview',
  Account: 'Account',
}
/** The router is on the view, and its title is the header's. */
const heading = (h: Harness, title: string) =>
  waitFor(() => {
    expect(h.core.state.router.view).toBe(VIEW_OF[title])
    expect(dialog(h).querySelector('h2, h1')?.textContent).toBe(title)
  })

async function openSend(h: Harness) {
  const row = await waitFor(() => h.modal().getByRole('navigation', { name: 'Wallet features' }))
  // On-ramp and swaps come first when the service is configured (§9 order): pick Send by its name.
  const send = [...row.querySelectorAll('button')].find((b) => b.textContent === 'Send')
  fireEvent.click(send as HTMLButtonElement)
  await heading(h, 'Send')
  await waitFor(() => h.modal().getByTestId('portico-send'))
}

const field = (h: Harness, name: string) => h.modal().getByRole('textbox', { name: new RegExp(`^${name}`) })
const type = (h: Harness, name: string, value: string) =>
  act(async () => fireEvent.change(field(h, name), { target: { value } }))
const review = (h: Harness) => h.modal().getByRole('button', { name: 'Review send' })

describe('the wallet features row', () => {
  it('shows, in §9 order, the features whose views this version ships (Send among them), and no Send when off', async () => {
    const { h } = await evmAccount()
    const labels = { onramp: 'Buy', swaps: 'Swap', receive: 'Receive', send: 'Send' } as const
    const shipped = WALLET_FEATURES_ORDER.filter((f) => isAvailableView(WALLET_FEATURE_VIEWS[f])).map((f) => labels[f])
    expect(shipped).toContain('Send')
    // Swap joins once the service names tokens on the active network.
    await waitFor(() => {
      const row = h.modal().getByRole('navigation', { name: 'Wallet features' })
      expect([...row.querySelectorAll('button')].map((b) => b.textContent)).toEqual(shipped)
    })
    for (const done of open.splice(0)) done.unmount()
    const off = await evmAccount({ features: { send: false } })
    await waitFor(() => off.h.modal().getByTestId('portico-account'))
    const offRow = off.h.modal().queryByRole('navigation', { name: 'Wallet features' })
    expect([...(offRow?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).not.toContain('Send')
  })
})

describe('the Swap entry', () => {
  it('is offered only on a network the service swaps on', async () => {
    const { h } = await evmAccount({ networks: [localEvm, localEvm2] })
    const labels = () =>
      [...(h.modal().queryByRole('navigation', { name: 'Wallet features' })?.querySelectorAll('button') ?? [])].map(
        (b) => b.textContent,
      )
    await waitFor(() => expect(labels()).toContain('Swap'))
    await act(async () => {
      await h.core.switchNetwork(localEvm2)
    })
    await waitFor(() => {
      expect(labels()).toContain('Send')
      expect(labels()).not.toContain('Swap')
    })
  })
})

describe('WalletSend on EVM', () => {
  it('validates inline: over-balance, a minus, a bad checksum; what is not a number is zero; nothing is sent', async () => {
    const { h, sent } = await evmAccount()
    await openSend(h)
    expect(h.modal().getByTestId('portico-send-token').textContent).toContain('ETH')
    await type(h, 'Amount', '2')
    expect(h.modal().getByText('Insufficient funds')).toBeTruthy()
    await type(h, 'Amount', '-1')
    expect(h.modal().getByText('Enter an amount above zero')).toBeTruthy()
    await type(h, 'Amount', '1.2.3')
    expect(h.modal().queryByText('Insufficient funds')).toBeNull()
    expect(h.modal().queryByText('Enter an amount above zero')).toBeNull()
    await type(h, 'Amount', '0.5')
    await type(h, 'To', `${TO.slice(0, -1)}c`)
    expect(h.modal().getByText('Invalid address')).toBeTruthy()
    expect((review(h) as HTMLButtonElement).disabled).toBe(true)
    await type(h, 'To', TO.toLowerCase())
    expect(h.modal().queryByText('Invalid address')).toBeNull()
    await waitFor(() => expect((review(h) as HTMLButtonElement).disabled).toBe(false))
    // No USD figure: the stand-in service does not serve /v1/fungible/price, and that is not an error.
    expect(h.modal().getByTestId('portico-send-usd').textContent).toBe('')
    expect(h.modal().queryByRole('alert')).toBeNull()
    expect(sent).toEqual([])
  })

  it('Max leaves the network fee of a native send (gas price × 21,000)', async () => {
    const { h } = await evmAccount()
    await openSend(h)
    const max = h.modal().getByRole('button', { name: 'Max' }) as HTMLButtonElement
    await waitFor(() => expect(max.disabled).toBe(false))
    await act(async () => fireEvent.click(max))
    expect((field(h, 'Amount') as HTMLInputElement).value).toBe('0.999979')
  })

  it('native: preview with the fee, then sendTransaction with that gas and price; confirmed; balances read again', async () => {
    const { h, sent } = await evmAccount()
    await openSend(h)
    await type(h, 'Amount', '0.25')
    await type(h, 'To', TO)
    await waitFor(() => expect((review(h) as HTMLButtonElement).disabled).toBe(false))
    await act(async () => fireEvent.click(review(h)))
    await heading(h, 'Review Send')
    await waitFor(() => expect(h.modal().getByTestId('portico-send-preview-amount').textContent).toBe('0.25 ETH'))
    expect(h.modal().getByTestId('portico-send-preview-to').textContent).toContain(TO)
    await waitFor(() => expect(h.modal().getByTestId('portico-send-fee').textContent).toBe('0.000021 ETH'))
    asked.length = 0
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Send' })))
    await waitFor(() => h.modal().getByTestId('portico-send-confirmed'))
    expect(h.modal().getByText('Transaction confirmed')).toBeTruthy()
    expect(sent).toEqual([
      {
        capability: 'sendTransaction',
        params: expect.objectContaining({
          to: TO,
          value: String(25n * 10n ** 16n),
          gas: '21000',
          gasPrice: String(GAS_PRICE),
        }),
      },
    ])
    await waitFor(() => expect(asked).toContain(`GET /v1/account/${EVM_ADDRESS}/balance`))
    expect(h.core.state.send.amount).toBe('0')
    fireEvent.click(h.modal().getByRole('button', { name: 'Back to account' }))
    await heading(h, 'Account')
  })

  it('a token from the picker (zero balances left out) goes through writeContract transfer; a name resolves first', async () => {
    const { h, sent } = await evmAccount()
    await openSend(h)
    fireEvent.click(h.modal().getByTestId('portico-send-token'))
    await heading(h, 'Select Token')
    const list = await waitFor(() => h.modal().getByRole('list', { name: 'Tokens with a balance' }))
    expect([...list.querySelectorAll('button')].map((b) => b.textContent?.slice(0, 4))).toEqual(['ETHE', 'PUSD'])
    fireEvent.click(list.querySelectorAll('button')[1] as HTMLButtonElement)
    await heading(h, 'Send')
    await waitFor(() => expect(h.modal().getByTestId('portico-send-token').textContent).toContain('PUSD'))
    await type(h, 'Amount', '300')
    expect(h.modal().getByText('Insufficient funds')).toBeTruthy()
    await type(h, 'Amount', '12.5')
    await type(h, 'To', 'nobody.eth')
    await waitFor(() => h.modal().getByText('No address found for nobody.eth'))
    await type(h, 'To', 'alice.eth')
    await waitFor(() => expect(h.modal().getByTestId('portico-send-resolved').textContent).toContain(TO))
    await act(async () => fireEvent.click(review(h)))
    await heading(h, 'Review Send')
    await waitFor(() => expect(h.modal().getByTestId('portico-send-preview-to').textContent).toContain('alice.eth'))
    await waitFor(() => expect(h.modal().getByTestId('portico-send-fee').textContent).toContain('ETH'))
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Send' })))
    await waitFor(() => h.modal().getByTestId('portico-send-confirmed'))
    expect(sent[0]?.capability).toBe('writeContract')
    expect(sent[0]?.params).toMatchObject({ address: PUSD, functionName: 'transfer', args: [TO, 12_500_000n] })
  })

  it('4001 stays on the preview with the message and can send again; a reverted receipt says so', async () => {
    const { h, answer } = await evmAccount()
    answer(async () => {
      throw { code: 4001, message: 'User rejected the request.' }
    })
    await openSend(h)
    await type(h, 'Amount', '0.1')
    await type(h, 'To', TO)
    await waitFor(() => expect((review(h) as HTMLButtonElement).disabled).toBe(false))
    await act(async () => fireEvent.click(review(h)))
    await waitFor(() => h.modal().getByTestId('portico-send-fee').textContent?.includes('ETH') || Promise.reject())
    const send = h.modal().getByRole('button', { name: 'Send' })
    await act(async () => fireEvent.click(send))
    await waitFor(() => h.modal().getByText('User rejected the request'))
    await heading(h, 'Review Send')
    answer(async () => ({ hash: '0xdead', status: 'reverted', blockNumber: '9' }))
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Send' })))
    await waitFor(() => h.modal().getByTestId('portico-send-reverted'))
    expect(h.modal().getByText('The transaction failed on the network.')).toBeTruthy()
  })

  it('a wallet view pushed over the preview while sending (ApproveTransaction): back on the preview it is still pending, then confirmed', async () => {
    const { h, answer } = await evmAccount()
    let release: () => void = () => {}
    answer(async () => {
      // The embedded wallet asks for approval in a view of its own: the preview is unmounted meanwhile.
      act(() => h.core.router.push('WalletReceive'))
      await new Promise<void>((resolve) => {
        release = resolve
      })
      act(() => h.core.router.goBack())
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { hash: '0xbeef', status: 'success', blockNumber: '9' }
    })
    await openSend(h)
    await type(h, 'Amount', '0.1')
    await type(h, 'To', TO)
    await waitFor(() => expect((review(h) as HTMLButtonElement).disabled).toBe(false))
    await act(async () => fireEvent.click(review(h)))
    await waitFor(() => expect(h.modal().getByTestId('portico-send-fee').textContent).toContain('ETH'))
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Send' })))
    await waitFor(() => expect(h.core.state.router.view).toBe('WalletReceive'))
    act(() => h.core.router.goBack())
    await heading(h, 'Review Send')
    expect(h.modal().getByTestId('portico-send-pending')).toBeTruthy()
    act(() => h.core.router.push('WalletReceive'))
    await act(async () => release())
    await waitFor(() => h.modal().getByTestId('portico-send-confirmed'))
    expect(h.modal().getByText('0xbeef')).toBeTruthy()
    // A new form starts without the last outcome.
    fireEvent.click(h.modal().getByRole('button', { name: 'Back to account' }))
    await heading(h, 'Account')
    await openSend(h)
    await type(h, 'Amount', '0.1')
    await type(h, 'To', TO)
    await waitFor(() => expect((review(h) as HTMLButtonElement).disabled).toBe(false))
    await act(async () => fireEvent.click(review(h)))
    await heading(h, 'Review Send')
    expect(h.modal().queryByTestId('portico-send-confirmed')).toBeNull()
  })

  it('opens with route data (AppKit-style open({ view: "WalletSend", data }))', async () => {
    const { h } = await evmAccount()
    await openModal(h, { view: 'WalletSend', data: { amount: '0.3', receiver: TO, tokenAddress: `${chain}:${PUSD}` } })
    await waitFor(() => expect(h.modal().getByTestId('portico-send-token').textContent).toContain('PUSD'))
    expect((field(h, 'Amount') as HTMLInputElement).value).toBe('0.3')
    expect((field(h, 'To') as HTMLInputElement).value).toBe(TO)
  })
})

describe('WalletSend on Solana', () => {
  it('sends SOL and an SPL token through sendTransaction { to, amount, token }', async () => {
    const mint = 'EdpnamzQzQLR28FW79a8vtCSVF7bqiPvPL23BZYHRjck'
    const localnet = { ...solanaLocalnet, testnet: false }
    const h = await setup({ apiUrl: serviceUrl, networks: [localEvm, localnet] })
    open.push(h)
    const sol: TokenBalance = {
      name: 'Solana',
      symbol: 'SOL',
      chainId: localnet.caipNetworkId,
      price: 0,
      quantity: { decimals: '9', numeric: '2' },
      iconUrl: '',
    }
    const spl: TokenBalance = {
      ...sol,
      name: 'PUSD',
      symbol: 'PUSD',
      address: `${localnet.caipNetworkId}:${mint}`,
      quantity: { decimals: '6', numeric: '5' },
    }
    h.sol.getTokenBalances = async () => [sol, spl]
    Object.assign(h.sol, { isAddress: isSolanaAddress })
    const sent: Request[] = []
    h.sol.sendTransaction = async (params) => {
      sent.push({ ...params })
      return '5sig'
    }
    await connect(h, 'solana')
    await openModal(h)
    await openSend(h)
    await type(h, 'To', EVM_ADDRESS)
    expect(h.modal().getByText('Invalid address')).toBeTruthy()
    await type(h, 'To', SOL_ADDRESS)
    await type(h, 'Amount', '1.5')
    await act(async () => fireEvent.click(review(h)))
    await heading(h, 'Review Send')
    await waitFor(() => expect(h.modal().getByTestId('portico-send-fee').textContent).toBe('0.000005 SOL'))
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Send' })))
    await waitFor(() => h.modal().getByTestId('portico-send-confirmed'))
    expect(sent).toEqual([expect.objectContaining({ to: SOL_ADDRESS, amount: '1.5' })])
    expect(sent[0]).not.toHaveProperty('token')

    fireEvent.click(h.modal().getByRole('button', { name: 'Back to account' }))
    await openSend(h)
    fireEvent.click(h.modal().getByTestId('portico-send-token'))
    const list = await waitFor(() => h.modal().getByRole('list', { name: 'Tokens with a balance' }))
    fireEvent.click(list.querySelectorAll('button')[1] as HTMLButtonElement)
    await waitFor(() => expect(h.modal().getByTestId('portico-send-token').textContent).toContain('PUSD'))
    await type(h, 'Amount', '2')
    await type(h, 'To', SOL_ADDRESS)
    await act(async () => fireEvent.click(review(h)))
    await waitFor(() => h.modal().getByTestId('portico-send-preview'))
    await act(async () => fireEvent.click(h.modal().getByRole('button', { name: 'Send' })))
    await waitFor(() => h.modal().getByTestId('portico-send-confirmed'))
    expect(sent[1]).toEqual(expect.objectContaining({ to: SOL_ADDRESS, amount: '2', token: mint }))
  })
})
