import { sha256 } from '@noble/hashes/sha2.js'
import { base64urlnopad } from '@scure/base'
import type { AuthAnswer, AuthApi } from './api-client'
import { FrameFailure } from './failure'

interface OpenChannel {
  channelToken: string
  secret: string
}

export interface FarcasterDeps {
  api: AuthApi
  deviceId(): Promise<string>
  /** §4: the frame asks apps/api every second while the user approves in their Farcaster client. */
  pollMs?: number
  sleep?(ms: number): Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** §8's text for every way a Farcaster sign-in ends without a login (expired channel, refused message, relay down). */
export const FARCASTER_FAILED = 'Failed to connect to farcaster'

/**
 * The frame's half of Farcaster sign-in: apps/api opens the relay channel and verifies the signed message; the frame
 * keeps the channel's secret (apps/api only has its sha256), so only this frame can collect the session. One channel
 * at a time: starting again replaces the last.
 */
export class FarcasterLogins {
  private channel: OpenChannel | undefined

  constructor(private readonly deps: FarcasterDeps) {}

  async start(): Promise<string> {
    const secret = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
    const requestKey = base64urlnopad.encode(sha256(new TextEncoder().encode(secret)))
    try {
      const { channelToken, url } = await this.deps.api.farcasterChannel(requestKey)
      this.channel = { channelToken, secret }
      return url
    } catch (error) {
      throw failed(error)
    }
  }

  async wait(): Promise<AuthAnswer> {
    const channel = this.channel
    if (!channel) throw new FrameFailure('FARCASTER_FAILED', FARCASTER_FAILED)
    const sleep = this.deps.sleep ?? defaultSleep
    const deviceId = await this.deps.deviceId()
    try {
      while (this.channel === channel) {
        const answer = await this.deps.api.farcasterStatus({ ...channel, deviceId })
        if ('token' in answer) return answer
        await sleep(this.deps.pollMs ?? 1_000)
      }
      throw new FrameFailure('FARCASTER_FAILED', FARCASTER_FAILED)
    } catch (error) {
      throw failed(error)
    } finally {
      if (this.channel === channel) this.channel = undefined
    }
  }
}

/** Keeps apps/api's code (CHANNEL_EXPIRED, FARCASTER_NOT_VERIFIED, …) and says §8's text. */
function failed(error: unknown): FrameFailure {
  const code = error instanceof FrameFailure ? error.code : 'FARCASTER_FAILED'
  return new FrameFailure(code, FARCASTER_FAILED, error instanceof FrameFailure ? error.extra : {})
}
