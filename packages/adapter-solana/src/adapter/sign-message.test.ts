import { isPorticoError } from '@portico/common'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { checkedSignature, type RequestProvider, signMessageByRequest } from './sign-message'

const keys = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(7))
const pubkey = bs58.encode(keys.publicKey)

/** A request-style wallet (WalletConnect-like) that signs what it is sent, recording the request. */
function provider(answer?: (message: Uint8Array) => unknown): RequestProvider & { seen: unknown[] } {
  const seen: unknown[] = []
  return {
    seen,
    async request(args) {
      seen.push(args)
      const { message } = args.params as { message: string }
      const bytes = bs58.decode(message)
      return answer ? answer(bytes) : { signature: bs58.encode(nacl.sign.detached(bytes, keys.secretKey)) }
    },
  }
}

describe('solana_signMessage (§7)', () => {
  it('sends the message base58-encoded with the pubkey and returns a checked base58 signature', async () => {
    const wallet = provider()
    const signature = await signMessageByRequest(wallet, 'hello', pubkey)
    expect(wallet.seen).toEqual([
      { method: 'solana_signMessage', params: { message: bs58.encode(new TextEncoder().encode('hello')), pubkey } },
    ])
    expect(nacl.sign.detached.verify(new TextEncoder().encode('hello'), bs58.decode(signature), keys.publicKey)).toBe(
      true,
    )
  })

  it('refuses answers that are not a valid signature of this message by this key', async () => {
    const other = nacl.sign.keyPair()
    for (const answer of [
      () => ({ signature: 'not base58 0OIl' }),
      () => ({ signature: bs58.encode(new Uint8Array(10)) }),
      () => null,
      (m: Uint8Array) => ({ signature: bs58.encode(nacl.sign.detached(m, other.secretKey)) }),
      () => ({ signature: bs58.encode(nacl.sign.detached(new Uint8Array([1]), keys.secretKey)) }),
    ]) {
      const error = await signMessageByRequest(provider(answer), 'hello', pubkey).catch((e: unknown) => e)
      expect(isPorticoError(error, 'SIGN_MESSAGE_FAILED')).toBe(true)
    }
    expect(() => checkedSignature(new Uint8Array(64), new Uint8Array([1]), 'not-a-key')).toThrow('Sign message failed')
  })
})
