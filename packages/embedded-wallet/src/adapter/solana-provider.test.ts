import type { CaipNetwork } from '@portico/common'
import { solanaLocalnet } from '@portico/common/networks'
import { base58, base64 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import type { FrameMessenger } from '../messenger/frame-messenger'
import { EmbeddedSession } from './session'
import { recordingHost } from './session-fakes.test-support'
import { describeSolanaTransaction } from './solana-decode'
import { createSolanaProvider } from './solana-provider'

const FROM = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const TO = 'GfJ9yZrF4tWmuB8ZtWhEsSFEa5oHRGYtyrjYaWjeNL1h'
const RPC = 'http://solana.test/'

/** A legacy System transfer in wire format, its one signature slot empty. */
function transfer(lamports: bigint): string {
  const amount = Array.from({ length: 8 }, (_, i) => Number((lamports >> BigInt(8 * i)) & 0xffn))
  const message = [
    ...[1, 0, 1, 3],
    ...base58.decode(FROM),
    ...base58.decode(TO),
    ...new Uint8Array(32),
    ...new Uint8Array(32).fill(7),
    ...[1, 2, 2, 0, 1, 12, 2, 0, 0, 0, ...amount],
  ]
  return base64.encode(new Uint8Array([1, ...new Uint8Array(64), ...message]))
}

function setup(approve: boolean) {
  const sent: Array<{ type: string; payload: unknown }> = []
  const messenger = {
    request: vi.fn(async (type: string, payload: unknown) => {
      sent.push({ type, payload })
      return type === 'SOLANA_SIGN_MESSAGE' ? { signature: '5sig' } : { transaction: 'c2lnbmVk' }
    }),
  } as unknown as FrameMessenger
  const session = new EmbeddedSession({ secureSiteUrl: 'https://secure.test', createMessenger: () => messenger })
  const { host, approvals } = recordingHost(approve)
  const rpcCalls: Array<{ url: string; body: { method: string; params: unknown[] } }> = []
  const fetchFn = vi.fn(async (url: unknown, init?: RequestInit) => {
    rpcCalls.push({ url: String(url), body: JSON.parse(String(init?.body)) })
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '4txSignature' }))
  }) as unknown as typeof fetch
  const network: CaipNetwork = { ...solanaLocalnet, rpcUrls: { default: { http: [RPC] } } }
  const provider = createSolanaProvider({ session, host: () => host, network: () => network, fetchFn })
  return { provider, sent, approvals, rpcCalls }
}

describe('the embedded wallet on Solana', () => {
  it('ApproveTransaction shows a System transfer decoded: program, recipient, SOL amount', () => {
    expect(describeSolanaTransaction(transfer(10_000_000n), 'solana_signTransaction')).toEqual({
      namespace: 'solana',
      method: 'solana_signTransaction',
      summary: 'System Program',
      to: TO,
      value: '0.01 SOL',
    })
    // Bytes that are not a transaction are shown by method only (the frame refuses to sign them).
    expect(describeSolanaTransaction(base64.encode(new Uint8Array([1, 2])), 'solana_signTransaction')).toEqual({
      namespace: 'solana',
      method: 'solana_signTransaction',
    })
  })

  it('signAndSendTransaction: approved, signed in the frame, the signed bytes sent to the network RPC', async () => {
    const { provider, sent, approvals, rpcCalls } = setup(true)
    const tx = transfer(5n)
    expect(await provider.signAndSendTransaction(tx)).toBe('4txSignature')
    expect(approvals).toEqual([expect.objectContaining({ method: 'solana_signAndSendTransaction', to: TO })])
    expect(sent).toEqual([{ type: 'SOLANA_SIGN_TRANSACTION', payload: { transaction: tx } }])
    expect(rpcCalls).toEqual([
      {
        url: RPC,
        body: expect.objectContaining({ method: 'sendTransaction', params: ['c2lnbmVk', expect.anything()] }),
      },
    ])
  })

  it('a rejected transaction is 4001 and never reaches the frame or the chain', async () => {
    const { provider, sent, rpcCalls } = setup(false)
    await expect(provider.signAndSendTransaction(transfer(5n))).rejects.toMatchObject({ code: 4001 })
    await expect(provider.signTransaction(transfer(5n))).rejects.toMatchObject({ code: 4001 })
    expect(sent).toEqual([])
    expect(rpcCalls).toEqual([])
  })

  it('signMessage goes to the frame as base64 without an approval (not an unsafe request)', async () => {
    const { provider, sent, approvals } = setup(false)
    expect(await provider.signMessage(new Uint8Array([104, 105]))).toBe('5sig')
    expect(sent).toEqual([{ type: 'SOLANA_SIGN_MESSAGE', payload: { message: 'aGk=' } }])
    expect(approvals).toEqual([])
  })
})
