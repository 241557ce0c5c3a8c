import { localEvm } from '@portico/common/networks'
import { describe, expect, it, vi } from 'vitest'
import type { FrameMessenger } from '../messenger/frame-messenger'
import { createEvmProvider } from './evm-provider'
import { connectedSession, recordingHost } from './session-fakes.test-support'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(approve: boolean) {
  const sent: Array<{ type: string; payload: unknown }> = []
  const messenger = {
    request: vi.fn(async (type: string, payload: unknown) => {
      sent.push({ type, payload })
      if (type === 'EVM_SEND_TRANSACTION') return { hash: `0x${'ab'.repeat(32)}` }
      return { signature: `0x${'cd'.repeat(65)}` }
    }),
  } as unknown as FrameMessenger
  const session = connectedSession(messenger, ADDRESS)
  const { host, approvals } = recordingHost(approve)
  const fetchFn = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const { method } = JSON.parse(String(init?.body)) as { method: string }
    const result = method === 'eth_estimateGas' ? '0x5208' : method === 'eth_gasPrice' ? '0x3b9aca00' : '0x1'
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }))
  }) as unknown as typeof fetch
  const provider = createEvmProvider({
    session,
    host: () => host,
    network: () => localEvm,
    switchChain: async () => undefined,
    fetchFn,
  })
  return { provider, sent, approvals, host }
}

describe('the embedded wallet EIP-1193 provider (§4 auth-provider RPC)', () => {
  it('eth_sendTransaction waits for the approval, decoded with the fee, then the frame signs and sends it', async () => {
    const { provider, sent, approvals } = setup(true)
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS, to: ADDRESS, value: '0x38d7ea4c68000' }],
    })
    expect(hash).toBe(`0x${'ab'.repeat(32)}`)
    expect(approvals).toEqual([
      expect.objectContaining({ method: 'eth_sendTransaction', value: '0.001 ETH', fee: '0.000021 ETH' }),
    ])
    expect(sent).toEqual([
      {
        type: 'EVM_SEND_TRANSACTION',
        payload: { chainId: 31337, transaction: { to: ADDRESS, value: '0x38d7ea4c68000' } },
      },
    ])
  })

  it('a rejected approval answers 4001 and nothing reaches the frame', async () => {
    const { provider, sent } = setup(false)
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{"primaryType":"Mail"}'] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(sent).toEqual([])
  })

  it('personal_sign is not an unsafe request: signed in the frame without approval', async () => {
    const { provider, sent, approvals } = setup(false)
    await expect(provider.request({ method: 'personal_sign', params: ['hi', ADDRESS] })).resolves.toMatch(/^0x/)
    expect(approvals).toEqual([])
    expect(sent).toEqual([{ type: 'EVM_SIGN_MESSAGE', payload: { message: '0x6869' } }])
  })

  it('an unknown method tells the host (modal, log, message) and fails with 4200', async () => {
    const { provider, host } = setup(true)
    await expect(provider.request({ method: 'eth_signTransaction', params: [] })).rejects.toMatchObject({ code: 4200 })
    expect(host.unsupported).toHaveBeenCalledWith('eth_signTransaction')
  })

  it('accounts and chain id come from the sign-in, without the frame', async () => {
    const { provider, sent } = setup(true)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(sent).toEqual([])
  })
})
