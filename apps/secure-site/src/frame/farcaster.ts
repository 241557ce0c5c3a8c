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

const MAX_OPEN = 4

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** §8's text for every way a Farcaster sign-in ends without a login (expired channel, refused message, relay down). */
export const FARCASTER_FAILED = 'Failed to connect to farcaster'

/**
 * The frame's half of Farcaster sign-in: apps/api opens the relay channel and verifies the signed message; the frame
 * keeps the channel's secret (apps/api only has its sha256), so only this frame can collect the session. Channels are
 * known by their URI (what the modal shows), so a wait always polls the channel whose QR code is on screen, even when
 * an earlier start (a retry, a view shown twice) finished later.
 */
export class FarcasterLogins {
  private readonly open = new Map<string, OpenChannel>()

  constructor(private readonly deps: FarcasterDeps) {}

  async start(): Promise<string> {
    const secret = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
    const requestKey = base64urlnopad.encode(sha256(new TextEncoder().encode(secret)))
    try {
      const { channelToken, url } = await this.deps.api.farcasterChannel(requestKey)
      // A few at most: older ones belong to views no longer shown.
      for (const old of this.open.keys()) if (this.open.size >= MAX_OPEN) this.open.delete(old)
      this.open.set(url, { channelToken, secret })
      return url
    } catch (error) {
      throw failed(error)
    }
  }

  /** Drops the open channels: a running wait() stops at its next poll. */
  cancel(): void {
    this.open.clear()
  }

  async wait(url: string): Promise<AuthAnswer> {
    const channel = this.open.get(url)
    if (!channel) throw new FrameFailure('FARCASTER_FAILED', FARCASTER_FAILED)
    const sleep = this.deps.sleep ?? defaultSleep
    const deviceId = await this.deps.deviceId()
    try {
      while (this.open.get(url) === channel) {
        const answer = await this.deps.api.farcasterStatus({ ...channel, deviceId })
        if ('token' in answer) return answer
        await sleep(this.deps.pollMs ?? 1_000)
      }
      throw new FrameFailure('FARCASTER_FAILED', FARCASTER_FAILED)
    } catch (error) {
      throw failed(error)
    } finally {
      if (this.open.get(url) === channel) this.open.delete(url)
    }
  }
}

/** Keeps apps/api's code (CHANNEL_EXPIRED, FARCASTER_NOT_VERIFIED, …) and says §8's text. */
function failed(error: unknown): FrameFailure {
  const code = error instanceof FrameFailure ? error.code : 'FARCASTER_FAILED'
  return new FrameFailure(code, FARCASTER_FAILED, error instanceof FrameFailure ? error.extra : {})
}
