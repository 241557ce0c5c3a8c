import { type CaipNetworkId, PorticoError } from '@portico/common'
import { solanaLocalnet } from '@portico/common/networks'
import { type AdapterEvents, type ChainAdapter, createEmitter } from '@portico/core'
import { base58, base64 } from '@scure/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletConnectClient } from '../client/create-client'
import type { ClientEvents } from '../client/events'
import { relayTransactions } from './transactions'

const SIGNER = new Uint8Array(32).fill(5)
const OTHER = new Uint8Array(32).fill(6)
const ADDRESS = base58.encode(SIGNER)
const SOL = { caipNetworkId: solanaLocalnet.caipNetworkId, address: ADDRESS }
const BTC_ADDRESS = 'bcrt1qexampleexampleexampleexampleexamplexyz'
const BTC = { caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as CaipNetworkId, address: BTC_ADDRESS }
const TXID = 'ab'.repeat(32)
const SIGNATURE = new Uint8Array(64).fill(9)

/** Solana wire bytes: `signers` required signatures (all empty), the keys in that order, a v0 prefix if asked. */
function wire(signers: Uint8Array[], versioned = false): Uint8Array {
  const keys = [...signers, new Uint8Array(32)]
  const message = [
    ...(versioned ? [0x80] : []),
    signers.length,
    0,
    1,
    keys.length,
    ...keys.flatMap((k) => [...k]),
    ...new Uint8Array(32).fill(1),
    0,
  ]
  return Uint8Array.from([signers.length, ...new Uint8Array(64 * signers.length), ...message])
}

function fakeClient(answer: (method: string, params: unknown) => Promise<unknown>) {
  const emitter = createEmitter<ClientEvents>()
  const requests: { method: string; params: unknown; chain: string }[] = []
  let status: 'connected' | 'idle' = 'connected'
  const client = {
    options: { networks: [solanaLocalnet] },
    on: emitter.on,
    getState: () => ({ status }),
    request: vi.fn(async ({ method, params }: { method: string; params: unknown }, chain: string) => {
      requests.push({ method, params, chain })
      return answer(method, params)
    }),
  } as unknown as WalletConnectClient
  return {
    client,
    requests,
    end() {
      status = 'idle'
      emitter.emit('disconnect', { topic: 't' })
    },
  }
}

const app = (extra: object = {}) => {
  const emitter = createEmitter<AdapterEvents>()
  return { namespace: 'solana', on: emitter.on, ...extra } as unknown as ChainAdapter
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof PorticoError ? [error.code, error.rpcCode] : String(error)),
  )

afterEach(() => vi.unstubAllGlobals())

describe('Solana over the session', () => {
  it('solana_signTransaction: a bare signature is put in the slot of the account among the signers', async () => {
    for (const versioned of [false, true]) {
      const unsigned = wire([OTHER, SIGNER], versioned)
      const { client, requests } = fakeClient(async () => ({ signature: base58.encode(SIGNATURE) }))
      const signed = await relayTransactions(client, 'solana', app())?.signTransaction(
        { transaction: base64.encode(unsigned) },
        SOL,
      )
      expect(requests).toEqual([
        {
          method: 'solana_signTransaction',
          params: { transaction: base64.encode(unsigned), pubkey: ADDRESS },
          chain: SOL.caipNetworkId,
        },
      ])
      const bytes = base64.decode(signed as string)
      expect(bytes.subarray(1, 65)).toEqual(new Uint8Array(64))
      expect(bytes.subarray(65, 129)).toEqual(SIGNATURE)
      expect(bytes.subarray(129)).toEqual(unsigned.subarray(129))
    }
  })

  it("solana_signTransaction: the wallet's signed transaction is passed on; garbage and a non-signer fail typed", async () => {
    const unsigned = base64.encode(wire([SIGNER]))
    const signed = base64.encode(wire([SIGNER]).fill(3, 1, 65))
    const wallet = (result: unknown) => relayTransactions(fakeClient(async () => result).client, 'solana', app())
    expect(await wallet({ signature: 'x', transaction: signed })?.signTransaction({ transaction: unsigned }, SOL)).toBe(
      signed,
    )
    for (const garbage of [
      null,
      'abc',
      { signature: 'not base58 0OIl' },
      { signature: base58.encode(SIGNATURE.subarray(1)) },
      // Its own transaction, but unsigned, or another message (here: another signer's) signed.
      { transaction: unsigned },
      { transaction: base64.encode(wire([SIGNER, OTHER]).fill(3, 1, 129)) },
    ])
      expect(await codeOf(wallet(garbage)!.signTransaction({ transaction: unsigned }, SOL))).toEqual([
        'RPC_TRANSACTION_REJECTED',
        undefined,
      ])
    const notMine = base64.encode(wire([OTHER]))
    expect(
      await codeOf(wallet({ signature: base58.encode(SIGNATURE) })!.signTransaction({ transaction: notMine }, SOL)),
    ).toEqual(['RPC_TRANSACTION_REJECTED', undefined])
    expect(await codeOf(wallet({})!.signTransaction({ transaction: 42 }, SOL))).toEqual([
      'RPC_INVALID_PARAMS',
      undefined,
    ])
    expect(await codeOf(wallet({})!.signTransaction({ transaction: unsigned }, undefined))).toEqual([
      'NO_CONNECTOR_FOR_CONNECTION',
      undefined,
    ])
  })

  it('a refusal is USER_REJECTED (4001), also as the sign client words it; other wallet codes keep their entry', async () => {
    const refusing = (error: unknown) =>
      relayTransactions(
        fakeClient(async () => {
          throw error
        }).client,
        'solana',
        app(),
      )!.signTransaction({ transaction: base64.encode(wire([SIGNER])) }, SOL)
    expect(await codeOf(refusing({ code: 4001, message: 'User rejected.' }))).toEqual(['USER_REJECTED', 4001])
    expect(await codeOf(refusing({ code: 5000, message: 'User rejected.' }))).toEqual(['USER_REJECTED', 4001])
    expect(await codeOf(refusing({ code: 4200, message: 'no' }))).toEqual(['UNSUPPORTED_METHOD', 4200])
  })

  it('a relay that drops, or a session that ends while the wallet has the request, is DISCONNECTED (4900)', async () => {
    const dropped = relayTransactions(
      fakeClient(async () => {
        throw new Error('WebSocket connection closed abnormally with code: 1006')
      }).client,
      'solana',
      app(),
    )!
    expect(await codeOf(dropped.signTransaction({ transaction: base64.encode(wire([SIGNER])) }, SOL))).toEqual([
      'DISCONNECTED',
      4900,
    ])
    const hanging = fakeClient(() => new Promise(() => {}))
    const pending = codeOf(
      relayTransactions(hanging.client, 'solana', app())!.signTransaction(
        { transaction: base64.encode(wire([SIGNER])) },
        SOL,
      ),
    )
    hanging.end()
    expect(await pending).toEqual(['DISCONNECTED', 4900])
  })

  it("sendTransaction: a transfer is built by the app's adapter, signed and sent by the wallet, then confirmed", async () => {
    const built = base64.encode(wire([SIGNER]))
    const transferTransaction = vi.fn(async () => built)
    const signature = base58.encode(SIGNATURE)
    const { client, requests } = fakeClient(async () => ({ signature }))
    const statuses = [null, { confirmationStatus: 'processed' }, { confirmationStatus: 'confirmed', err: null }]
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ result: { value: [statuses.shift()] } })))
    vi.stubGlobal('fetch', fetch)
    const sent = await relayTransactions(client, 'solana', app({ transferTransaction }))?.sendTransaction(
      { to: 'recipient', amount: '0.5' },
      SOL,
    )
    expect(sent).toBe(signature)
    expect(transferTransaction).toHaveBeenCalledWith({ to: 'recipient', amount: '0.5', from: ADDRESS })
    expect(requests.map((r) => [r.method, r.params])).toEqual([
      ['solana_signAndSendTransaction', { transaction: built, pubkey: ADDRESS }],
    ])
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(fetch.mock.calls[0]?.[0]).toBe(solanaLocalnet.rpcUrls.default.http[0])
  })

  it('sendTransaction: a failed transaction on the network, or a signature that is not one, is rejected', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ result: { value: [{ err: { InstructionError: [0, 1] } }] } })),
    )
    const send = (answer: unknown) =>
      relayTransactions(fakeClient(async () => answer).client, 'solana', app())!.sendTransaction(
        { transaction: base64.encode(wire([SIGNER])) },
        SOL,
      )
    expect(await codeOf(send({ signature: base58.encode(SIGNATURE) }))).toEqual(['RPC_TRANSACTION_REJECTED', undefined])
    expect(await codeOf(send({ signature: 'abc' }))).toEqual(['RPC_TRANSACTION_REJECTED', undefined])
  })
})

describe('Bitcoin over the session', () => {
  const PSBT = 'cHNidP8BAFICAAAAAQ=='

  it('signPsbt: signInputs as WalletConnect lists them; the answer is checked', async () => {
    const { client, requests } = fakeClient(async () => ({ psbt: PSBT }))
    const bitcoin = relayTransactions(client, 'bip122', app())!
    expect(await bitcoin.signTransaction({ psbt: 'cHNidP8=', signInputs: { [BTC_ADDRESS]: [0, 2] } }, BTC)).toEqual({
      psbt: PSBT,
    })
    expect(requests[0]).toEqual({
      method: 'signPsbt',
      params: {
        account: BTC_ADDRESS,
        psbt: 'cHNidP8=',
        signInputs: [
          { address: BTC_ADDRESS, index: 0 },
          { address: BTC_ADDRESS, index: 2 },
        ],
        broadcast: false,
      },
      chain: BTC.caipNetworkId,
    })
    const answering = (answer: unknown, broadcast = false) =>
      codeOf(
        relayTransactions(fakeClient(async () => answer).client, 'bip122', app())!.signTransaction(
          { psbt: 'cHNidP8=', signInputs: {}, broadcast },
          BTC,
        ),
      )
    expect(await answering({ psbt: 'cHNidP8garbage!' })).toEqual(['RPC_TRANSACTION_REJECTED', undefined])
    expect(await answering({ psbt: 'bm90IGEgcHNidA==' })).toEqual(['RPC_TRANSACTION_REJECTED', undefined])
    expect(await answering({ psbt: PSBT }, true)).toEqual(['RPC_TRANSACTION_REJECTED', undefined])
    expect(await answering({ psbt: PSBT, txid: TXID }, true)).toBe('resolved')
  })

  it('sendTransaction is sendTransfer: recipient and satoshis as a string; the txid is checked', async () => {
    const { client, requests } = fakeClient(async () => ({ txid: TXID }))
    expect(
      await relayTransactions(client, 'bip122', app())?.sendTransaction({ to: 'bcrt1qto', amount: 25_000n }, BTC),
    ).toBe(TXID)
    expect(requests[0]?.params).toEqual({ account: BTC_ADDRESS, recipientAddress: 'bcrt1qto', amount: '25000' })
    const garbage = relayTransactions(fakeClient(async () => ({ txid: 'xyz' })).client, 'bip122', app())!
    expect(await codeOf(garbage.sendTransaction({ to: 'bcrt1qto', amount: 1 }, BTC))).toEqual([
      'RPC_TRANSACTION_REJECTED',
      undefined,
    ])
    expect(await codeOf(garbage.sendTransaction({ to: 'bcrt1qto', amount: {} }, BTC))).toEqual([
      'RPC_INVALID_PARAMS',
      undefined,
    ])
  })

  it('other namespaces have none', () => {
    expect(relayTransactions(fakeClient(async () => null).client, 'cosmos', app())).toBeUndefined()
  })
})
