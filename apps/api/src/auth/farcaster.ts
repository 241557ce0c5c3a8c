import { createHash, randomBytes } from 'node:crypto'
import { type AppClient, createAppClient, viemConnector } from '@farcaster/auth-client'

/** Where Farcaster sign-in runs: the relay that carries channels and the chain whose IdRegistry says who owns a fid. */
export interface FarcasterOptions {
  /** The auth relay (Farcaster's public relay in production; the dev stack's stand-in locally). No default. */
  relayUrl: string
  /** JSON-RPC of the chain with the IdRegistry (OP Mainnet in production; anvil in the dev stack). No default. */
  rpcUrl: string
}

/** A channel lives 10 minutes at most, the same as a mailed code. */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60_000

/** The secret's fingerprint the channel carries as its requestId: only the frame that holds the secret may poll it. */
export const channelKeyOf = (secret: string) => createHash('sha256').update(secret).digest('base64url')

export type FarcasterStatus =
  | { state: 'expired' }
  | { state: 'pending'; requestId: string | undefined }
  | { state: 'completed'; requestId: string | undefined; fid: number; username: string | null }
  | { state: 'refused'; reason: string; requestId: string | undefined }

/**
 * Farcaster sign-in on the server side, with `@farcaster/auth-client`: opens relay channels bound to a fresh nonce and
 * the secure site's domain, and reads them back, verifying the signed message and its custody address against the
 * IdRegistry (custody only: an auth address of the key registry is not accepted).
 */
export class FarcasterLogins {
  private readonly client: AppClient

  constructor(options: FarcasterOptions) {
    this.client = createAppClient({
      relay: options.relayUrl,
      ethereum: viemConnector({ rpcUrl: options.rpcUrl }),
    })
  }

  /** Opens a channel; its nonce is kept by the caller, and the message signed in it must carry exactly that nonce. */
  async open(secureOrigin: string, requestId: string, now: number) {
    const nonce = randomBytes(16).toString('hex')
    const created = await this.client.createChannel({
      siweUri: secureOrigin,
      domain: new URL(secureOrigin).host,
      nonce,
      notBefore: new Date(now).toISOString(),
      expirationTime: new Date(now + FARCASTER_CHANNEL_TTL_MS).toISOString(),
      requestId,
    })
    if (created.isError) throw created.error
    if (created.response.status !== 201) throw new Error(`the relay refused the channel: ${created.response.status}`)
    return { channelToken: created.data.channelToken, url: created.data.url, nonce }
  }

  /** `nonce`: the one this channel was opened with (from the store, not from the relay's answer). */
  async status(channelToken: string, secureOrigin: string, nonce: string): Promise<FarcasterStatus> {
    const answer = await this.client.status({ channelToken })
    if (answer.isError) throw answer.error
    // The relay answers 401 for a channel it no longer has (expired) or never had.
    if (answer.response.status === 401 || answer.response.status === 404) return { state: 'expired' }
    if (answer.response.status !== 200 && answer.response.status !== 202)
      throw new Error(`the relay answered ${answer.response.status}`)
    const { data } = answer
    const requestId = data.signatureParams?.requestId
    if (data.state !== 'completed') return { state: 'pending', requestId }
    if (!data.message || !data.signature) return { state: 'refused', reason: 'no signed message', requestId }
    const domain = new URL(secureOrigin).host
    if (data.signatureParams.domain !== domain)
      return { state: 'refused', reason: 'channel of another domain', requestId }
    // A message signed for another channel (a relay replaying it here) carries that channel's nonce.
    if (data.nonce !== nonce) return { state: 'refused', reason: 'nonce of another channel', requestId }
    const verified = await this.client.verifySignInMessage({
      nonce,
      domain,
      message: data.message,
      signature: data.signature,
      acceptAuthAddress: false,
    })
    if (verified.isError) return { state: 'refused', reason: verified.error?.message ?? 'not verified', requestId }
    return { state: 'completed', requestId, fid: verified.fid, username: data.username ?? null }
  }
}
