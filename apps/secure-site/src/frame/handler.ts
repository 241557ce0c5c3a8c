import type { RequestMessage, RequestResult, RequestType } from '@portico/embedded-wallet/protocol'
import { base64 } from '@scure/base'
import type { AuthApi } from './api-client'
import { apiRpc, personalSign, type Rpc, sendTransaction, signTypedDataV4 } from './evm'
import { formatPrivateKey } from './export-ui'
import { FrameFailure } from './failure'
import type { FarcasterLogins } from './farcaster'
import type { DeviceStore } from './keys/device-store'
import type { SocialLogins } from './social'
import { signSolanaMessage, signSolanaTransaction } from './solana'
import type { Wallet } from './wallet'

export interface HandlerDeps {
  api: AuthApi
  wallet: Wallet
  store: DeviceStore
  social: SocialLogins
  farcaster: FarcasterLogins
  rpcFor(chainId: number): Rpc
  /** Shows the export screen in the frame's own UI and resolves when the user closes it. */
  showExport(namespace: 'eip155' | 'solana', reveal: () => Promise<string>): Promise<{ shown: boolean }>
  /** §4: while a device waits for approval the frame asks apps/api every second… */
  devicePollMs?: number
  /** …and stops when the host has stopped waiting (§9: 120 s for a device request). */
  deviceWaitMs?: number
  sleep?(ms: number): Promise<void>
  now?(): number
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type Handlers = {
  [T in RequestType]: (payload: Extract<RequestMessage, { type: T }>['payload']) => Promise<RequestResult<T>>
}

/** What the frame does for each request; answers carry addresses, signatures and hashes, never keys or the token. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const { api, wallet, store } = deps
  const sleep = deps.sleep ?? defaultSleep
  return {
    GET_USER: async () => ({ connected: await wallet.current() }),
    CONNECT_EMAIL: async ({ email }) => api.emailOtp(email, await store.deviceId()),
    CONNECT_DEVICE: async ({ email }) => {
      const deviceId = await store.deviceId()
      const now = deps.now ?? Date.now
      const deadline = now() + (deps.deviceWaitMs ?? 120_000)
      while (!(await api.deviceStatus(email, deviceId)).approved) {
        if (now() >= deadline) throw new FrameFailure('DEVICE_NOT_APPROVED', 'The device was not approved in time')
        await sleep(deps.devicePollMs ?? 1_000)
      }
      const next = await api.emailOtp(email, deviceId)
      if (next.action !== 'VERIFY_OTP') throw new Error('The device is approved but apps/api still asks to verify it')
      return { action: 'VERIFY_OTP' }
    },
    CONNECT_OTP: async ({ email, otp }) => wallet.login(await api.emailVerify(email, otp, await store.deviceId())),
    SOCIAL_START: async ({ provider }) => ({ url: await deps.social.start(provider) }),
    SOCIAL_COMPLETE: async ({ code, state }) => {
      const { provider, verifier } = deps.social.take(state)
      const answer = await api.socialToken({
        provider,
        code,
        codeVerifier: verifier,
        redirectUri: deps.social.redirectUri,
        deviceId: await store.deviceId(),
      })
      return wallet.login(answer)
    },
    FARCASTER_START: async () => ({ url: await deps.farcaster.start() }),
    FARCASTER_WAIT: async ({ url }) => wallet.login(await deps.farcaster.wait(url)),
    FARCASTER_CANCEL: async () => {
      deps.farcaster.cancel()
      return {}
    },
    SIGN_OUT: async () => {
      await wallet.signOut()
      return {}
    },
    EVM_SIGN_MESSAGE: ({ message }) =>
      wallet.withKeys(async (keys) => ({
        signature: await personalSign(keys.evm.privateKey, message as `0x${string}`),
      })),
    EVM_SIGN_TYPED_DATA: ({ typedData }) =>
      wallet.withKeys(async (keys) => ({ signature: await signTypedDataV4(keys.evm.privateKey, typedData) })),
    EVM_SEND_TRANSACTION: ({ chainId, transaction }) =>
      wallet.withKeys(async (keys) => ({
        hash: await sendTransaction(keys.evm.privateKey, keys.evm.address, chainId, transaction, deps.rpcFor(chainId)),
      })),
    SOLANA_SIGN_MESSAGE: ({ message }) =>
      wallet.withKeys((keys) => ({ signature: signSolanaMessage(keys.solana.privateKey, base64.decode(message)) })),
    SOLANA_SIGN_TRANSACTION: ({ transaction }) =>
      wallet.withKeys((keys) => ({
        transaction: base64.encode(
          signSolanaTransaction(keys.solana.privateKey, keys.solana.publicKey, base64.decode(transaction)),
        ),
      })),
    EXPORT_PRIVATE_KEY: ({ namespace }) =>
      deps.showExport(namespace, () => wallet.withKeys((keys) => formatPrivateKey(keys, namespace))),
    UPDATE_EMAIL: ({ newEmail }) => api.updateEmail(wallet.token(), newEmail),
    UPDATE_EMAIL_VERIFY: ({ otp, step }) => api.updateEmailVerify(wallet.token(), otp, step),
    UPDATE_EMAIL_RESEND: () => api.updateEmailResend(wallet.token()),
  }
}

export { apiRpc }
