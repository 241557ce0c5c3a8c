import { ed25519 } from '@noble/curves/ed25519'
import type { RequestResult } from '@portico/embedded-wallet/protocol'
import { base58, base64 } from '@scure/base'
import { IDBFactory } from 'fake-indexeddb'
import {
  type Hex,
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { type FakeAuthApi, fakeAuthApi, fakeRecoveryServer } from '../../test/support/fake-auth-api'
import { AuthApi, RecoveryApi } from './api-client'
import type { Rpc } from './evm'
import { FrameFailure } from './failure'
import { FarcasterLogins } from './farcaster'
import { createHandlers } from './handler'
import { DeviceStore } from './keys/device-store'
import { SocialLogins } from './social'
import { Wallet } from './wallet'

const API = 'http://127.0.0.1:9000'
const EMAIL = 'ada@example.com'

/** One browser profile on the secure origin: its own IndexedDB, the same apps/api and recovery server. */
function device(api: FakeAuthApi, recovery: ReturnType<typeof fakeRecoveryServer>, rpc?: Rpc) {
  const authApi = new AuthApi(API, 'p1', api.fetch)
  const store = new DeviceStore(new IDBFactory())
  const wallet = new Wallet({
    api: authApi,
    recovery: new RecoveryApi('http://127.0.0.1:9100', 'p1', recovery.fetch),
    store,
  })
  const exported: string[] = []
  const handlers = createHandlers({
    api: authApi,
    wallet,
    store,
    social: new SocialLogins('http://127.0.0.1:9100', 'p1', 'http://localhost:5173'),
    farcaster: new FarcasterLogins({ api: authApi, deviceId: async () => 'device-1' }),
    rpcFor: () => rpc ?? (async () => undefined),
    showExport: async (_namespace, reveal) => {
      exported.push(await reveal())
      return { shown: true }
    },
    devicePollMs: 1,
  })
  return { handlers, store, exported }
}

async function logIn(api: FakeAuthApi, handlers: ReturnType<typeof device>['handlers']) {
  const { action } = await handlers.CONNECT_EMAIL({ email: EMAIL })
  expect(action).toBe('VERIFY_OTP')
  return handlers.CONNECT_OTP({ email: EMAIL, otp: api.mailbox.get(EMAIL) ?? '' })
}

describe('frame handlers against the auth contract', () => {
  it('a new user gets accounts; the three shares go to three holders and each holds one', async () => {
    const api = fakeAuthApi()
    const recovery = fakeRecoveryServer(api)
    const { handlers, store } = device(api, recovery)
    expect(await handlers.GET_USER({})).toEqual({ connected: null })
    const connected = await logIn(api, handlers)
    expect(connected.isNewUser).toBe(true)
    expect(connected.accounts.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const user = api.users.get(EMAIL)
    expect(user?.authShare).toBeTruthy()
    expect(recovery.shares.get(connected.user.id)).toBeTruthy()
    expect(recovery.shares.get(connected.user.id)).not.toBe(user?.authShare)
    expect(await store.loadShare(connected.user.id)).toBeInstanceOf(Uint8Array)
    expect(await handlers.GET_USER({})).toEqual({ connected: { ...connected, isNewUser: false } })
  })

  it('signs personal_sign and eth_signTypedData_v4 with the derived account', async () => {
    const api = fakeAuthApi()
    const { handlers } = device(api, fakeRecoveryServer(api))
    const { accounts } = await logIn(api, handlers)
    const { signature } = await handlers.EVM_SIGN_MESSAGE({ message: '0x68656c6c6f' })
    expect(await recoverMessageAddress({ message: 'hello', signature: signature as Hex })).toBe(accounts.eip155)
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Portico', chainId: 31337 },
      message: { contents: 'hi' },
    } as const
    const typed = await handlers.EVM_SIGN_TYPED_DATA({ typedData: JSON.stringify(typedData) })
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await recoverTypedDataAddress({ ...typedData, types, signature: typed.signature as Hex })).toBe(
      accounts.eip155,
    )
  })

  it('eth_sendTransaction fills nonce, gas and fees from the chain, signs and sends the raw transaction', async () => {
    const api = fakeAuthApi()
    const sent: Hex[] = []
    const rpc: Rpc = async (method, params) => {
      if (method === 'eth_getTransactionCount') return '0x7'
      if (method === 'eth_estimateGas') return '0x5208'
      if (method === 'eth_getBlockByNumber') return { baseFeePerGas: '0x3b9aca00' }
      if (method === 'eth_maxPriorityFeePerGas') return '0x1'
      if (method === 'eth_sendRawTransaction') {
        sent.push(params[0] as Hex)
        return `0x${'ab'.repeat(32)}`
      }
      throw new Error(method)
    }
    const { handlers } = device(api, fakeRecoveryServer(api), rpc)
    const { accounts } = await logIn(api, handlers)
    const to = `0x${'11'.repeat(20)}`
    const result = await handlers.EVM_SEND_TRANSACTION({ chainId: 31337, transaction: { to, value: '0x10' } })
    expect(result.hash).toBe(`0x${'ab'.repeat(32)}`)
    const [raw] = sent
    if (!raw) throw new Error('nothing sent')
    const tx = parseTransaction(raw)
    // The node's estimate of 21,000 plus the 25 % margin (withGasMargin): mined later, a call may need more.
    expect(tx).toMatchObject({ chainId: 31337, nonce: 7, gas: 26_250n, value: 16n, maxPriorityFeePerGas: 1n })
    expect(tx.maxFeePerGas).toBe(2_000_000_001n)
    expect(await recoverTransactionAddress({ serializedTransaction: raw as `0x02${string}` })).toBe(accounts.eip155)
    // A gas limit the dapp gave is sent as it is.
    await handlers.EVM_SEND_TRANSACTION({ chainId: 31337, transaction: { to, value: '0x10', gas: '0x7530' } })
    expect(parseTransaction(sent[1] ?? '0x').gas).toBe(30_000n)
  })

  it('Solana signMessage and signTransaction verify under the derived public key', async () => {
    const api = fakeAuthApi()
    const { handlers } = device(api, fakeRecoveryServer(api))
    const { accounts } = await logIn(api, handlers)
    const publicKey = base58.decode(accounts.solana)
    const message = new TextEncoder().encode('sign in')
    const { signature } = await handlers.SOLANA_SIGN_MESSAGE({ message: base64.encode(message) })
    expect(ed25519.verify(base58.decode(signature), message, publicKey)).toBe(true)

    // A legacy transaction with one required signer (us) and an empty signature slot.
    const body = new Uint8Array([
      1,
      0,
      1,
      2,
      ...publicKey,
      ...new Uint8Array(32).fill(9),
      ...new Uint8Array(32).fill(7),
      0,
    ])
    const wire = new Uint8Array([1, ...new Uint8Array(64), ...body])
    const signed = base64.decode(
      (await handlers.SOLANA_SIGN_TRANSACTION({ transaction: base64.encode(wire) })).transaction,
    )
    expect(signed.subarray(65)).toEqual(body)
    expect(ed25519.verify(signed.subarray(1, 65), body, publicKey)).toBe(true)
  })

  it('refuses to sign a Solana transaction this account is not a signer of', async () => {
    const api = fakeAuthApi()
    const { handlers } = device(api, fakeRecoveryServer(api))
    await logIn(api, handlers)
    const body = new Uint8Array([
      1,
      0,
      1,
      2,
      ...new Uint8Array(32).fill(3),
      ...new Uint8Array(32).fill(9),
      ...new Uint8Array(32),
      0,
    ])
    const wire = new Uint8Array([1, ...new Uint8Array(64), ...body])
    await expect(handlers.SOLANA_SIGN_TRANSACTION({ transaction: base64.encode(wire) })).rejects.toMatchObject({
      code: 'NOT_A_SIGNER',
    })
  })

  it('a new device: approval from the mail, then a code, then the same accounts through the recovery share', async () => {
    const api = fakeAuthApi()
    const recovery = fakeRecoveryServer(api)
    const first = await logIn(api, device(api, recovery).handlers)
    const second = device(api, recovery)
    expect(await second.handlers.CONNECT_EMAIL({ email: EMAIL })).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = second.handlers.CONNECT_DEVICE({ email: EMAIL })
    await new Promise((resolve) => setTimeout(resolve, 20))
    api.approve(EMAIL, await second.store.deviceId())
    expect(await waiting).toEqual({ action: 'VERIFY_OTP' })
    const again = await second.handlers.CONNECT_OTP({ email: EMAIL, otp: api.mailbox.get(EMAIL) ?? '' })
    expect(again.isNewUser).toBe(false)
    expect(again.accounts).toEqual(first.accounts)
    const { signature } = await second.handlers.EVM_SIGN_MESSAGE({ message: '0x01' })
    expect(await recoverMessageAddress({ message: { raw: '0x01' }, signature: signature as Hex })).toBe(
      first.accounts.eip155,
    )
  })

  it('stops waiting for a device approval that does not come in time', async () => {
    const api = fakeAuthApi()
    const recovery = fakeRecoveryServer(api)
    await logIn(api, device(api, recovery).handlers)
    const store = new DeviceStore(new IDBFactory())
    let clock = 0
    const handlers = createHandlers({
      api: new AuthApi(API, 'p1', api.fetch),
      wallet: new Wallet({ api: new AuthApi(API, 'p1', api.fetch), recovery: new RecoveryApi(API, 'p1'), store }),
      store,
      social: new SocialLogins(API, 'p1', 'http://localhost:5173'),
      farcaster: new FarcasterLogins({ api: new AuthApi(API, 'p1', api.fetch), deviceId: async () => 'device-1' }),
      rpcFor: () => async () => undefined,
      showExport: async () => ({ shown: false }),
      now: () => clock,
      sleep: async (ms) => {
        clock += ms
      },
    })
    await expect(handlers.CONNECT_DEVICE({ email: EMAIL })).rejects.toMatchObject({ code: 'DEVICE_NOT_APPROVED' })
    expect(clock).toBe(120_000)
  })

  it('a wrong code fails with the api code and attempts left', async () => {
    const api = fakeAuthApi()
    const { handlers } = device(api, fakeRecoveryServer(api))
    await handlers.CONNECT_EMAIL({ email: EMAIL })
    const error = await handlers.CONNECT_OTP({ email: EMAIL, otp: '000000' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameFailure)
    expect(error).toMatchObject({ code: 'INVALID_OTP', extra: { attemptsLeft: 4, status: 400 } })
  })

  it('sign-out ends the session: signing fails and GET_USER answers null', async () => {
    const api = fakeAuthApi()
    const { handlers } = device(api, fakeRecoveryServer(api))
    await logIn(api, handlers)
    await handlers.SIGN_OUT({})
    expect(api.calls).toContain('DELETE /auth/v1/session')
    expect(await handlers.GET_USER({})).toEqual({ connected: null })
    await expect(handlers.EVM_SIGN_MESSAGE({ message: '0x01' })).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
  })

  it('private-key export goes only to the frame UI; the answer to the host says only whether it was shown', async () => {
    const api = fakeAuthApi()
    const { handlers, exported } = device(api, fakeRecoveryServer(api))
    await logIn(api, handlers)
    const answer: RequestResult<'EXPORT_PRIVATE_KEY'> = await handlers.EXPORT_PRIVATE_KEY({ namespace: 'eip155' })
    expect(answer).toEqual({ shown: true })
    expect(exported[0]).toMatch(/^0x[0-9a-f]{64}$/)
    await handlers.EXPORT_PRIVATE_KEY({ namespace: 'solana' })
    expect(base58.decode(exported[1] ?? '')).toHaveLength(64)
  })

  it('social login: the popup URL carries an S256 challenge and the state; the verifier is redeemed once', async () => {
    const api = fakeAuthApi()
    const { handlers } = device(api, fakeRecoveryServer(api))
    const { url } = await handlers.SOCIAL_START({ provider: 'github' })
    const params = new URL(url).searchParams
    expect(new URL(url).pathname).toBe('/social/start')
    expect(params.get('provider')).toBe('github')
    expect(params.get('origin')).toBe('http://localhost:5173')
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(params.get('code_verifier')).toBeNull()
    const state = params.get('state') ?? ''
    // The fake api has no social route: reaching it proves the state was accepted and the exchange attempted.
    await expect(handlers.SOCIAL_COMPLETE({ code: 'c', state })).rejects.toMatchObject({ extra: { status: 404 } })
    expect(api.calls).toContain('POST /auth/v1/social/token')
    await expect(handlers.SOCIAL_COMPLETE({ code: 'c', state })).rejects.toMatchObject({ code: 'INVALID_STATE' })
  })
})
