import { sha256 } from '@noble/hashes/sha2.js'
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { AuthApi } from './api-client'
import { FrameFailure } from './failure'
import { FARCASTER_FAILED, FarcasterLogins } from './farcaster'

const API = 'http://127.0.0.1:9000'
const ANSWER = {
  token: 't',
  user: { id: 'u1', email: null, provider: 'farcaster', username: 'ada' },
  isNewUser: true,
  authShare: null,
}

/** apps/api's two farcaster routes: the channel keeps the requestKey; status answers as `status` says for each poll. */
function fakeApi(status: (polls: number) => Response) {
  const seen = { requestKey: '', secrets: [] as string[], tokens: [] as string[], polls: 0, channels: 0 }
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname
    const body = JSON.parse(String(init?.body)) as Record<string, string>
    if (path === '/auth/v1/farcaster/channel') {
      seen.requestKey = body.requestKey as string
      seen.channels += 1
      const channelToken = `c${seen.channels}`
      return Response.json({ channelToken, url: `farcaster://connect?channelToken=${channelToken}` })
    }
    seen.secrets.push(body.secret as string)
    seen.tokens.push(body.channelToken as string)
    seen.polls += 1
    return status(seen.polls)
  }
  return { api: new AuthApi(API, 'p1', fetchFn), seen }
}

const logins = (api: AuthApi) => new FarcasterLogins({ api, deviceId: async () => 'd1', sleep: async () => {} })

describe('FarcasterLogins (frame)', () => {
  it('sends only the secret’s sha256 when opening; polls with the secret until apps/api answers a session', async () => {
    const { api, seen } = fakeApi((polls) => Response.json(polls < 3 ? { state: 'pending' } : ANSWER))
    const farcaster = logins(api)
    expect(await farcaster.start()).toBe('farcaster://connect?channelToken=c1')
    await expect(farcaster.wait('farcaster://connect?channelToken=c1')).resolves.toEqual(ANSWER)
    expect(seen.polls).toBe(3)
    const secret = seen.secrets[0] as string
    expect(seen.requestKey).toBe(base64urlnopad.encode(sha256(new TextEncoder().encode(secret))))
    expect(seen.requestKey).not.toBe(secret)
  })

  it('an expired channel fails with §8’s text and apps/api’s code; waiting again needs a new channel', async () => {
    const { api } = fakeApi(() => Response.json({ code: 'CHANNEL_EXPIRED', message: 'expired' }, { status: 410 }))
    const farcaster = logins(api)
    await farcaster.start()
    const failure = await farcaster.wait('farcaster://connect?channelToken=c1').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(FrameFailure)
    expect(failure).toMatchObject({ code: 'CHANNEL_EXPIRED', message: FARCASTER_FAILED })
    await expect(farcaster.wait('farcaster://connect?channelToken=c1')).rejects.toMatchObject({
      code: 'FARCASTER_FAILED',
      message: FARCASTER_FAILED,
    })
  })

  it('cancel stops a running wait at its next poll', async () => {
    const { api, seen } = fakeApi(() => Response.json({ state: 'pending' }))
    let farcaster: FarcasterLogins | undefined
    farcaster = new FarcasterLogins({
      api,
      deviceId: async () => 'd1',
      sleep: async () => {
        if (seen.polls === 2) farcaster?.cancel()
      },
    })
    await farcaster.start()
    await expect(farcaster.wait('farcaster://connect?channelToken=c1')).rejects.toMatchObject({
      code: 'FARCASTER_FAILED',
      message: FARCASTER_FAILED,
    })
    expect(seen.polls).toBe(2)
  })

  it('a wait polls the channel whose URI it names, not a later one', async () => {
    const { api, seen } = fakeApi(() => Response.json(ANSWER))
    const farcaster = logins(api)
    const first = await farcaster.start()
    await farcaster.start()
    await farcaster.wait(first)
    expect(seen.tokens).toEqual(['c1'])
  })
})
