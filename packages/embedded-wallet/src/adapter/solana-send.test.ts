import { solanaLocalnet } from '@portico/common/networks'
import { base58, base64 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { userRejected } from './rpc-error'
import { solTransfer } from './solana-build'
import { describeSolanaTransaction } from './solana-decode'
import { CONFIRM_TIMEOUT_MS, solanaSendCapability } from './solana-send'

const FROM = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const TO = 'GfJ9yZrF4tWmuB8ZtWhEsSFEa5oHRGYtyrjYaWjeNL1h'
const BLOCKHASH = base58.encode(new Uint8Array(32).fill(7))
const LIFETIME = { blockhash: BLOCKHASH, lastValidBlockHeight: 10 }
const SIGNATURE = base58.encode(new Uint8Array(64).fill(9))
const network = { ...solanaLocalnet, rpcUrls: { default: { http: ['http://solana.test/'] } } }
/** The dev stack's SPL mint (6 decimals), and the associated token accounts web3.js derives for FROM and TO. */
const MINT = 'EdpnamzQzQLR28FW79a8vtCSVF7bqiPvPL23BZYHRjck'
const FROM_ATA = 'H8v75xkcpMV9S5mxDgZCg6cad4t8QcyFTKhebvbvQrVh'
const TO_ATA = '6h7aNCk9d1syAGCSD3tTwstCNvppizha7a9arih5tL8m'
const mintAccount = () => {
  const data = new Uint8Array(82)
  data[44] = 6
  data[45] = 1
  return { data: [base64.encode(data), 'base64'] }
}
const tokenAccount = (mint: string, amount: string, decimals: number) => ({
  account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } },
})

/** A node that answers the blockhash, a balance, and `pending` unconfirmed statuses before `final`. */
function node(pending = 0, final: Status = confirmed) {
  const calls: string[] = []
  let polls = 0
  const fetchFn = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const { method, params } = JSON.parse(String(init?.body)) as { method: string; params: unknown[] }
    calls.push(method)
    const answers: Record<string, () => unknown> = {
      getLatestBlockhash: () => ({ value: LIFETIME }),
      getBalance: () => ({ value: 1_500_000_000 }),
      getAccountInfo: () => ({ value: params[0] === MINT ? mintAccount() : null }),
      getTokenAccountsByOwner: () => ({
        value: [
          tokenAccount(MINT, '2000000', 6),
          tokenAccount(MINT, '500000', 6),
          tokenAccount(TO, '7', 0),
          tokenAccount(BLOCKHASH, '0', 9),
        ],
      }),
      getSignatureStatuses: () => ({ value: [++polls > pending ? final : null] }),
    }
    const result = answers[method]?.()
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }))
  })
  return { calls, fetchFn: fetchFn as unknown as typeof fetch }
}
const confirmed = { err: null, confirmationStatus: 'confirmed' }

type Status = { err: unknown; confirmationStatus: string }

function setup(options: { pending?: number; final?: Status; fail?: unknown; address?: string } = {}) {
  const chain = node(options.pending, options.final)
  const signed: string[] = []
  const capability = solanaSendCapability({
    signAndSendTransaction: async (transaction) => {
      signed.push(transaction)
      if (options.fail) throw options.fail
      return SIGNATURE
    },
    address: () => ('address' in options ? options.address : FROM),
    network: () => network,
    fetchFn: chain.fetchFn,
    sleep: async () => {},
  })
  return { ...capability, signed, calls: chain.calls }
}

describe('solTransfer', () => {
  it('is one System transfer from the payer, its signature slot empty, as ApproveTransaction reads it', () => {
    const wire = solTransfer(FROM, TO, 10_000_000n, LIFETIME)
    const bytes = base64.decode(wire)
    expect(bytes[0]).toBe(1)
    expect(bytes.subarray(1, 65).every((b) => b === 0)).toBe(true)
    expect(base58.encode(bytes.subarray(69, 101))).toBe(FROM)
    expect(describeSolanaTransaction(wire, 'solana_signAndSendTransaction')).toMatchObject({
      summary: 'System Program',
      to: TO,
      value: '0.01 SOL',
    })
  })

  it('to oneself: the one account is both sides', () => {
    expect(describeSolanaTransaction(solTransfer(FROM, FROM, 1n, LIFETIME), 'm')).toMatchObject({ to: FROM })
  })
})

describe('solanaSendCapability', () => {
  it('builds a SOL transfer on the latest blockhash, has it approved and signed, and waits for confirmation', async () => {
    const send = setup({ pending: 2 })
    expect(await send.sendTransaction({ namespace: 'solana', to: TO, amount: '0.05' })).toBe(SIGNATURE)
    expect(send.signed).toEqual([solTransfer(FROM, TO, 50_000_000n, LIFETIME)])
    expect(send.calls).toEqual(['getLatestBlockhash', ...Array(3).fill('getSignatureStatuses')])
  })

  it("an SPL transfer: the recipient's token account created if missing, then TransferChecked from the owner's", async () => {
    const send = setup()
    await send.sendTransaction({ to: TO, amount: '2.5', token: MINT })
    expect(send.calls).toEqual(['getAccountInfo', 'getLatestBlockhash', 'getSignatureStatuses'])
    const bytes = base64.decode(send.signed[0] as string)
    const message = bytes.subarray(65)
    // One signer (the owner), no read-only signer; TO, the mint and the three programs read-only.
    expect([...message.subarray(0, 4)]).toEqual([1, 0, 5, 8])
    const keys = Array.from({ length: 8 }, (_, i) => base58.encode(message.subarray(4 + 32 * i, 36 + 32 * i)))
    expect(keys.slice(0, 3)).toEqual([FROM, TO_ATA, FROM_ATA])
    expect(keys.slice(3)).toEqual(
      expect.arrayContaining([
        TO,
        MINT,
        '11111111111111111111111111111111',
        'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      ]),
    )
    const instructions = message.subarray(4 + 32 * 8 + 32)
    expect(instructions[0]).toBe(2)
    const transfer = instructions.subarray(instructions.length - 11)
    // TransferChecked: 12, the amount (u64 LE), the decimals.
    expect([...transfer]).toEqual([10, 12, 0xa0, 0x25, 0x26, 0, 0, 0, 0, 0, 6])
    // ApproveTransaction shows the recipient (the owner of the token account it creates), the mint and the amount.
    expect(describeSolanaTransaction(send.signed[0] as string, 'm')).toEqual({
      namespace: 'solana',
      method: 'm',
      summary: 'Associated Token Program, Token Program',
      to: TO,
      token: { address: MINT, amount: '2.5' },
    })
  })

  it('getTokenBalances: SOL first, then each mint held summed over its accounts; zero amounts and decimals left out', async () => {
    const balances = await setup().getTokenBalances({ address: FROM, caipNetwork: network })
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '1.5' } }),
      expect.objectContaining({
        symbol: 'Edpn…',
        address: `solana:${network.id}:${MINT}`,
        quantity: { decimals: '6', numeric: '2.5' },
      }),
    ])
  })

  it("an app's own wire bytes are sent as they are", async () => {
    const send = setup()
    const wire = solTransfer(FROM, TO, 5n, LIFETIME)
    await send.sendTransaction({ transaction: wire })
    expect(send.signed).toEqual([wire])
    expect(send.calls).toEqual(['getSignatureStatuses'])
  })

  it.each([
    ['a recipient that is not a key', { to: 'not-a-key', amount: '1' }, 'INVALID_ADDRESS'],
    ['a 31-byte recipient', { to: base58.encode(new Uint8Array(31).fill(1)), amount: '1' }, 'INVALID_ADDRESS'],
    ['no amount', { to: TO }, 'INVALID_NUMBER'],
    ['a non-numeric amount', { to: TO, amount: 'abc' }, 'INVALID_NUMBER'],
    ['a zero amount', { to: TO, amount: '0' }, 'INVALID_NUMBER'],
    ['a negative amount', { to: TO, amount: '-1' }, 'INVALID_NUMBER'],
    ['a token that is no mint', { to: TO, amount: '1', token: TO }, 'INVALID_ADDRESS'],
    ['a token that is not a key', { to: TO, amount: '1', token: 'x' }, 'INVALID_ADDRESS'],
    ['wire bytes that are not base64', { transaction: '@@' }, 'RPC_INVALID_PARAMS'],
    ['another namespace', { namespace: 'eip155', to: TO, amount: '1' }, 'UNSUPPORTED_NAMESPACE'],
  ])('%s is refused with %s before anything is signed', async (_, params, code) => {
    const send = setup()
    await expect(send.sendTransaction(params as never)).rejects.toMatchObject({ name: 'PorticoError', code })
    expect(send.signed).toEqual([])
  })

  it('no signed-in account: ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', async () => {
    const send = setup({ address: undefined })
    await expect(send.sendTransaction({ to: TO, amount: '1' })).rejects.toMatchObject({
      code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
    })
  })

  it('the user declining in ApproveTransaction (4001) is USER_REJECTED and nothing is awaited', async () => {
    const send = setup({ fail: userRejected() })
    await expect(send.sendTransaction({ to: TO, amount: '1' })).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(send.calls).not.toContain('getSignatureStatuses')
  })

  it('a transaction the network failed is RPC_TRANSACTION_REJECTED', async () => {
    const send = setup({ final: { err: { InstructionError: [0, 'Custom'] }, confirmationStatus: 'confirmed' } })
    await expect(send.sendTransaction({ to: TO, amount: '1' })).rejects.toMatchObject({
      code: 'RPC_TRANSACTION_REJECTED',
    })
  })

  it('gives up when it is not confirmed within the timeout', async () => {
    vi.useFakeTimers()
    try {
      const chain = node(Number.POSITIVE_INFINITY)
      const capability = solanaSendCapability({
        signAndSendTransaction: async () => SIGNATURE,
        address: () => FROM,
        network: () => network,
        fetchFn: chain.fetchFn,
        sleep: async (ms) => {
          vi.setSystemTime(Date.now() + ms * 10)
        },
      })
      await expect(capability.sendTransaction({ to: TO, amount: '1' })).rejects.toMatchObject({
        code: 'REQUEST_TIMEOUT',
      })
      expect(chain.calls.filter((m) => m === 'getSignatureStatuses')).toHaveLength(CONFIRM_TIMEOUT_MS / 5000 + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('getBalance reads the lamports from the RPC, in SOL; a bad address is INVALID_ADDRESS', async () => {
    const send = setup()
    expect(await send.getBalance({ address: TO, caipNetwork: network })).toEqual({ balance: '1.5', symbol: 'SOL' })
    await expect(send.getBalance({ address: 'nope', caipNetwork: network })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
    const noNetwork = { address: TO } as unknown as Parameters<typeof send.getTokenBalances>[0]
    await expect(send.getTokenBalances(noNetwork)).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' })
  })
})
