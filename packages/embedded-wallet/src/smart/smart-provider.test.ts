import { describe, expect, it, vi } from 'vitest'
import { fakeAccount, mined, OP, OWNER, SMART, setup, TO, TX } from './smart-fakes.test-support'

describe('the embedded wallet answering with its smart account (issue 19)', () => {
  it('eth_accounts is the smart account; eth_sendTransaction is approved, sent as one user operation and waited for', async () => {
    const { provider, approvals, smart, minedSpy } = setup(true)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([SMART])
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: SMART, to: TO, value: '0x38d7ea4c68000' }],
    })
    expect(hash).toBe(TX)
    expect(approvals).toEqual([expect.objectContaining({ method: 'eth_sendTransaction', to: TO, value: '0.001 ETH' })])
    expect(smart.sent).toEqual([[{ to: TO, value: 1_000_000_000_000_000n }]])
    expect(minedSpy).toHaveBeenCalledOnce()
  })

  it('a rejected approval sends nothing (4001)', async () => {
    const { provider, smart } = setup(false)
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: TO, value: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(smart.sent).toEqual([])
  })

  it('a reverted user operation is an error for the app, not a hash', async () => {
    const { provider } = setup(true, fakeAccount(mined(false)))
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: TO, value: '0x1' }] }),
    ).rejects.toMatchObject({ message: 'The user operation reverted' })
  })

  it('wallet_getCapabilities reports atomic batching on the chain', async () => {
    const { provider } = setup(true)
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [SMART] })).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, atomicBatch: { supported: true } },
    })
  })

  it('wallet_sendCalls: one approval for the batch, one user operation; wallet_getCallsStatus follows it to the receipt', async () => {
    const { provider, approvals, smart } = setup(true)
    const calls = [
      { to: OWNER, value: '0x3e8' },
      { to: TO, value: '0x7d0', data: '0x' },
    ]
    const { id } = (await provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x7a69', from: SMART, atomicRequired: true, calls }],
    })) as { id: string }
    expect(id).toBe(OP)
    expect(smart.sent).toEqual([
      [
        { to: OWNER, value: 1000n },
        { to: TO, value: 2000n, data: '0x' },
      ],
    ])
    expect(approvals).toEqual([
      expect.objectContaining({
        method: 'wallet_sendCalls',
        value: '0.000000000000003 ETH',
        calls: 2,
      }),
    ])
    await vi.waitFor(async () => {
      const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
        status: number
        receipts?: { transactionHash: string; status: string }[]
      }
      expect(status).toMatchObject({ status: 200, atomic: true, receipts: [{ transactionHash: TX, status: '0x1' }] })
    })
  })

  it('wallet_sendCalls refuses calls without a 0x target (§5) and another chain', async () => {
    const { provider, smart } = setup(true)
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'nowhere' }] }] }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: [{ to: TO }] }] }),
    ).rejects.toMatchObject({ code: 5710 })
    expect(smart.sent).toEqual([])
  })

  it('personal_sign is the smart account signature, not the owner key signature', async () => {
    const { provider, frame } = setup(true)
    expect(await provider.request({ method: 'personal_sign', params: ['hello', SMART] })).toBe(`0x${'dd'.repeat(65)}`)
    expect(frame).not.toHaveBeenCalled()
  })
})
