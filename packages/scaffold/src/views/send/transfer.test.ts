import { PorticoError } from '@portico/common'
import type { AppKitCore, TokenBalance } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { ERC20_TRANSFER_ABI, failureKey, sendTransfer, transferCalldata } from './transfer'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const token = (address?: string, decimals = '18'): TokenBalance => ({
  name: 'T',
  symbol: 'T',
  chainId: 'eip155:31337',
  ...(address ? { address: `eip155:31337:${address}` } : {}),
  price: 0,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})

function coreAnswering(answer: unknown) {
  const request = vi.fn(async (..._args: unknown[]) => answer)
  return { core: { request } as unknown as AppKitCore, request }
}

describe('the wallet request of a send', () => {
  it('encodes transfer(address,uint256) as its selector and two words', () => {
    expect(transferCalldata(TO, 1n)).toBe(
      `0xa9059cbb${'0'.repeat(24)}70997970c51812dc3a010c7d01b50e0d17dc79c8${'0'.repeat(63)}1`,
    )
    expect(ERC20_TRANSFER_ABI[0].name).toBe('transfer')
  })

  it('EVM native: sendTransaction with the value, gas and gas price the preview showed', async () => {
    const { core, request } = coreAnswering({ hash: '0xaa', status: 'success', blockNumber: '3' })
    const outcome = await sendTransfer(core, {
      namespace: 'eip155',
      token: token(),
      to: TO,
      units: 5n,
      fee: { amount: 42_000n, gas: 21_000n, gasPrice: 2n },
    })
    expect(outcome).toEqual({ status: 'confirmed', id: '0xaa' })
    expect(request).toHaveBeenCalledWith('eip155', 'sendTransaction', {
      to: TO,
      value: '5',
      gas: '21000',
      gasPrice: '2',
    })
  })

  it('EVM token: writeContract transfer on the token contract; a reverted receipt says reverted', async () => {
    const { core, request } = coreAnswering({ hash: '0xbb', status: 'reverted', blockNumber: '3' })
    const outcome = await sendTransfer(core, { namespace: 'eip155', token: token(PUSD, '6'), to: TO, units: 7n })
    expect(outcome).toEqual({ status: 'reverted', id: '0xbb' })
    expect(request).toHaveBeenCalledWith('eip155', 'writeContract', {
      address: PUSD,
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [TO, 7n],
    })
  })

  it('Solana: sendTransaction { to, amount in whole units, token: the mint }', async () => {
    const { core, request } = coreAnswering('5sig')
    const mint = 'EdpnamzQzQLR28FW79a8vtCSVF7bqiPvPL23BZYHRjck'
    const spl: TokenBalance = {
      ...token(),
      chainId: 'solana:x',
      address: `solana:x:${mint}`,
      quantity: { decimals: '6', numeric: '1' },
    }
    expect(await sendTransfer(core, { namespace: 'solana', token: spl, to: 'abc', units: 1_500_000n })).toEqual({
      status: 'confirmed',
      id: '5sig',
    })
    expect(request).toHaveBeenCalledWith('solana', 'sendTransaction', { to: 'abc', amount: '1.5', token: mint })
    const sol = { ...spl, address: undefined, quantity: { decimals: '9', numeric: '1' } }
    await sendTransfer(core, { namespace: 'solana', token: sol, to: 'abc', units: 250_000_000n })
    expect(request).toHaveBeenLastCalledWith('solana', 'sendTransaction', { to: 'abc', amount: '0.25' })
  })

  it("tells the user's refusal (4001) from a failure", () => {
    expect(failureKey({ code: 4001, message: 'User rejected' })).toBe('send.rejected')
    expect(failureKey(new PorticoError('USER_REJECTED'))).toBe('send.rejected')
    expect(failureKey(new PorticoError('RPC_TRANSACTION_REJECTED'))).toBe('send.failed')
    expect(failureKey(new Error('boom'))).toBe('send.failed')
  })
})
