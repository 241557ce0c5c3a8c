import { createHash, randomBytes } from 'node:crypto'
import { DEV_PROJECT_ID } from '@portico/api'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevStack } from '../dev-stack/start-dev-stack'
import type { DevStack } from '../dev-stack/types'
import { DEV_FARCASTER_RELAY_KEY, startFarcasterRelay } from './relay-server'
import { approveFarcasterChannel, expireFarcasterChannel, registerFarcasterId } from './test-client'

describe('farcaster relay stand-in', () => {
  it('creates a channel, answers 202 while pending and 200 once a client authenticated it; expired channels are 401', async () => {
    let clock = 1_000
    const relay = await startFarcasterRelay({ channelTtlMs: 60_000, now: () => clock })
    try {
      const created = await fetch(`${relay.url}/v1/channel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          siweUri: 'http://127.0.0.1:1',
          domain: '127.0.0.1:1',
          nonce: 'abcdefgh12',
          requestId: 'r1',
        }),
      })
      expect(created.status).toBe(201)
      const { channelToken, url, nonce } = (await created.json()) as Record<string, string>
      expect(nonce).toBe('abcdefgh12')
      expect(new URL(url as string).searchParams.get('channelToken')).toBe(channelToken)
      const status = () =>
        fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })
      const pending = await status()
      expect(pending.status).toBe(202)
      expect(await pending.json()).toMatchObject({ state: 'pending', signatureParams: { requestId: 'r1' } })

      const noKey = await fetch(`${relay.url}/v1/channel/authenticate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${channelToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'm', signature: '0x00', fid: 1 }),
      })
      expect(noKey.status).toBe(401)
      const approved = await fetch(`${relay.url}/v1/channel/authenticate`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${channelToken}`,
          'content-type': 'application/json',
          'x-farcaster-auth-relay-key': DEV_FARCASTER_RELAY_KEY,
        },
        body: JSON.stringify({ message: 'm', signature: '0x00', fid: 7, username: 'seven' }),
      })
      expect(approved.status).toBe(201)
      const completed = await status()
      expect(completed.status).toBe(200)
      expect(await completed.json()).toMatchObject({ state: 'completed', fid: 7, username: 'seven', message: 'm' })

      clock += 60_000
      expect((await status()).status).toBe(401)
    } finally {
      await relay.stop()
    }
  })
})

// apps/api's /auth/v1/farcaster/* against the stand-in relay and the dev id registry on anvil.
describe('farcaster sign-in through apps/api', { timeout: 60_000 }, () => {
  const site = 'http://127.0.0.1:5197'
  let stack: DevStack
  beforeAll(async () => {
    stack = await startDevStack({
      log: false,
      solana: false,
      relay: false,
      authServices: false,
      onramp: false,
      handleSignals: false,
      farcasterRelay: true,
      secureSiteOrigins: [site],
    })
  }, 60_000)
  afterAll(() => stack?.stop())

  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${stack.urls.api}/auth/v1/farcaster/${path}?projectId=${DEV_PROJECT_ID}`, {
      method: 'POST',
      headers: { origin: site, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const open = async () => {
    const secret = randomBytes(32).toString('base64url')
    const requestKey = createHash('sha256').update(secret).digest('base64url')
    const { status, body } = await call('channel', { requestKey })
    expect(status).toBe(200)
    const channelToken = body.channelToken as string
    const poll = (withSecret = secret) => call('status', { channelToken, secret: withSecret, deviceId: 'device-1' })
    return { url: body.url as string, poll }
  }
  const identity = (fid: number) => ({ fid, custodyKey: generatePrivateKey(), username: `user${fid}` })

  it('a registered custody signs in; the same fid is the same user next time; only the opener may poll', async () => {
    const relay = stack.urls.farcasterRelay as string
    const evm = stack.urls.evm?.[31337] as string
    const user = identity(4242)
    await registerFarcasterId(evm, user)
    const first = await open()
    expect(new URL(first.url).searchParams.get('domain')).toBe('127.0.0.1:5197')
    expect(await first.poll()).toEqual({ status: 200, body: { state: 'pending' } })
    expect((await first.poll(randomBytes(32).toString('base64url'))).body.code).toBe('CHANNEL_NOT_YOURS')
    await approveFarcasterChannel(relay, first.url, user)
    const signedIn = await first.poll()
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ isNewUser: true, user: { provider: 'farcaster', username: 'user4242' } })
    expect(signedIn.body.token).toEqual(expect.any(String))

    const again = await open()
    await approveFarcasterChannel(relay, again.url, user)
    const back = await again.poll()
    expect(back.body).toMatchObject({ isNewUser: false, user: { id: (signedIn.body.user as { id: string }).id } })
  })

  it('a signed message signs in once: polled again, or replayed by the relay on a new channel, it is refused', async () => {
    const relay = stack.urls.farcasterRelay as string
    const user = identity(6161)
    await registerFarcasterId(stack.urls.evm?.[31337] as string, user)
    const first = await open()
    await approveFarcasterChannel(relay, first.url, user)
    expect((await first.poll()).status).toBe(200)
    // The relay still answers the completed channel: a second poll with the same signed message is a replay.
    expect(await first.poll()).toEqual({
      status: 409,
      body: expect.objectContaining({ code: 'FARCASTER_CHANNEL_USED', message: 'Failed to connect to farcaster' }),
    })

    // A relay that puts the first channel's signed message into another channel: its nonce is not that channel's.
    const relayStatus = (url: string) =>
      fetch(new URL('/v1/channel/status', relay), {
        headers: { authorization: `Bearer ${new URL(url).searchParams.get('channelToken')}` },
      }).then((response) => response.json() as Promise<Record<string, unknown>>)
    const signed = await relayStatus(first.url)
    const second = await open()
    const replayed = await fetch(new URL('/v1/channel/authenticate', relay), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${new URL(second.url).searchParams.get('channelToken')}`,
        'content-type': 'application/json',
        'x-farcaster-auth-relay-key': DEV_FARCASTER_RELAY_KEY,
      },
      body: JSON.stringify({
        message: signed.message,
        signature: signed.signature,
        fid: user.fid,
        authMethod: 'custody',
      }),
    })
    expect(replayed.status).toBe(201)
    const refused = await second.poll()
    expect(refused.status).toBe(401)
    expect(refused.body.code).toBe('FARCASTER_NOT_VERIFIED')
  })

  it('a key that is not the fid custody in the id registry is refused', async () => {
    const owner = identity(5151)
    await registerFarcasterId(stack.urls.evm?.[31337] as string, owner)
    const channel = await open()
    await approveFarcasterChannel(stack.urls.farcasterRelay as string, channel.url, {
      ...owner,
      custodyKey: generatePrivateKey(),
    })
    const refused = await channel.poll()
    expect(refused.status).toBe(401)
    expect(refused.body.code).toBe('FARCASTER_NOT_VERIFIED')
  })

  it('an expired channel answers 410 CHANNEL_EXPIRED', async () => {
    const channel = await open()
    await expireFarcasterChannel(stack.urls.farcasterRelay as string, channel.url)
    const expired = await channel.poll()
    expect(expired.status).toBe(410)
    expect(expired.body.code).toBe('CHANNEL_EXPIRED')
  })
})
