import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { Mailbox } from './mailbox'
import { RELAY_ERRORS } from './protocol'
import { type RelayOptions, type RunningRelay, startRelay } from './relay-server'
import { makeClientJwt, RawRelayClient, topic } from './test-client'

const open: Array<{ close(): Promise<void> } | RunningRelay> = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => ('stop' in item ? item.stop() : item.close())))
})

async function relay(options: RelayOptions = {}) {
  const started = await startRelay(options)
  open.push(started)
  return started
}
async function client(url: string, options: Parameters<typeof RawRelayClient.connect>[1] = {}) {
  const connected = await RawRelayClient.connect(url, options)
  open.push(connected)
  return connected
}
async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('connection auth', () => {
  const refusal = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(url)
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      socket.once('open', () => reject(new Error('opened')))
    })

  test('refuses a missing, expired or forged JWT with 401 and accepts a signed one', async () => {
    const { url } = await relay()
    expect(await refusal(`${url}/`)).toBe(401)
    expect(await refusal(`${url}/?auth=${makeClientJwt({ expired: true }).jwt}`)).toBe(401)
    expect(await refusal(`${url}/?auth=${makeClientJwt({ badSignature: true }).jwt}`)).toBe(401)
    expect(await refusal(`${url}/?auth=not.a.jwt`)).toBe(401)
    const ok = await client(url)
    expect(ok.socket.readyState).toBe(WebSocket.OPEN)
  })
})

describe('refusals as the hosted relay makes them', () => {
  const closed = (url: string) =>
    new Promise<{ code: number; reason: string }>((resolve, reject) => {
      const socket = new WebSocket(url)
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
      socket.once('unexpected-response', () => reject(new Error('refused at the upgrade')))
    })

  test('a refused project and a token issued ahead of the clock: the socket opens and closes with 3000 and why', async () => {
    const { url } = await relay({
      refuse: ({ projectId, origin }) =>
        projectId === 'unknown'
          ? 'Unauthorized: invalid key'
          : origin === 'https://elsewhere.example'
            ? 'Unauthorized: origin not allowed'
            : undefined,
    })
    const jwt = makeClientJwt().jwt
    expect(await closed(`${url}/?auth=${jwt}&projectId=unknown`)).toEqual({
      code: 3000,
      reason: 'Unauthorized: invalid key',
    })
    expect(await closed(`${url}/?auth=${jwt}&projectId=p&origin=https://elsewhere.example`)).toEqual({
      code: 3000,
      reason: 'Unauthorized: origin not allowed',
    })
    const behind = await relay({ now: () => Date.now() - 3_600_000 })
    expect(await closed(`${behind.url}/?auth=${makeClientJwt().jwt}`)).toEqual({
      code: 3000,
      reason: 'JWT validation error: JWT Token is not yet valid',
    })
    const ok = await client(url)
    expect(ok.socket.readyState).toBe(WebSocket.OPEN)
  })

  test('per-project rules: each refused project id meets its reason; other projects connect', async () => {
    const { url } = await relay({
      refusals: {
        unknownProjects: ['gone'],
        allowedOrigins: { fenced: ['https://app.example'] },
        clockBehindMs: { skewed: 3_600_000 },
      },
    })
    const jwt = makeClientJwt().jwt
    expect(await closed(`${url}/?auth=${jwt}&projectId=gone`)).toEqual({
      code: 3000,
      reason: 'Unauthorized: invalid key',
    })
    expect(await closed(`${url}/?auth=${jwt}&projectId=fenced&origin=http://127.0.0.1:1`)).toEqual({
      code: 3000,
      reason: 'Unauthorized: origin not allowed',
    })
    expect(await closed(`${url}/?auth=${jwt}&projectId=skewed`)).toEqual({
      code: 3000,
      reason: 'JWT validation error: JWT Token is not yet valid',
    })
    const ok = await client(url)
    expect(ok.socket.readyState).toBe(WebSocket.OPEN)
  })
})

describe('subscribe and publish', () => {
  test('subscription id is sha256(topic + iss); a publish reaches other subscribers as irn_subscription', async () => {
    const { url } = await relay()
    const alice = await client(url)
    const bob = await client(url)
    const subscribed = await bob.request('irn_subscribe', { topic: topic(1) })
    expect(subscribed.result).toBe(sha256(topic(1) + bob.clientId))
    await alice.request('irn_subscribe', { topic: topic(1) })

    const published = await alice.request('irn_publish', { topic: topic(1), message: 'hello', ttl: 300, tag: 1108 })
    expect(published.result).toBe(true)
    const delivery = await bob.waitFor((frame) => frame.method === 'irn_subscription')
    expect(delivery.params?.id).toBe(sha256(topic(1) + bob.clientId))
    expect(delivery.params?.data).toMatchObject({ topic: topic(1), message: 'hello', attestation: '' })
    expect(delivery.params?.data.publishedAt).toBeGreaterThan(Date.now() - 5000)
    // The publisher is not sent its own message.
    await bob.request('irn_publish', { topic: topic(1), message: 'reply', ttl: 300 })
    await alice.waitFor((frame) => frame.params?.data.message === 'reply')
    expect(alice.deliveries().map((frame) => frame.params?.data.message)).toEqual(['reply'])
  })

  test('unsubscribe stops delivery; batchSubscribe answers one id per topic', async () => {
    const { url } = await relay()
    const alice = await client(url)
    const bob = await client(url)
    const batch = await bob.request('irn_batchSubscribe', { topics: [topic(1), topic(2)] })
    expect(batch.result).toEqual([sha256(topic(1) + bob.clientId), sha256(topic(2) + bob.clientId)])
    expect((await bob.request('irn_unsubscribe', { topic: topic(1), id: 'x' })).result).toBe(true)
    await alice.request('irn_publish', { topic: topic(1), message: 'gone', ttl: 300 })
    await alice.request('irn_publish', { topic: topic(2), message: 'kept', ttl: 300 })
    await bob.waitFor((frame) => frame.params?.data.message === 'kept')
    expect(bob.deliveries(topic(1))).toHaveLength(0)
  })

  test('wc_proposeSession / wc_approveSession publish for the sender and subscribe it to the topic', async () => {
    const { url } = await relay()
    const dapp = await client(url)
    const wallet = await client(url)
    const pairing = topic(10)
    const session = topic(11)
    await dapp.request('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'proposal', ttl: 300 })
    await wallet.request('irn_subscribe', { topic: pairing })
    await wallet.waitFor((frame) => frame.params?.data.message === 'proposal')

    const approved = await wallet.request('wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic: session,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    // The dapp never sent irn_subscribe for the pairing topic: the relay subscribed it when it proposed.
    const response = await dapp.waitFor((frame) => frame.params?.data.message === 'response')
    expect(response.params?.id).toBe(sha256(pairing + dapp.clientId))
    await dapp.request('irn_subscribe', { topic: session })
    await dapp.waitFor((frame) => frame.params?.data.message === 'settle')
    // ...and the wallet is subscribed to the session topic the same way.
    await dapp.request('irn_publish', { topic: session, message: 'request', ttl: 300 })
    await wallet.waitFor((frame) => frame.params?.data.message === 'request')
  })
})

describe('bad frames get JSON-RPC errors and the relay keeps serving', () => {
  test('malformed JSON, non-requests, bad params and unknown methods', async () => {
    const { url, stats } = await relay()
    const alice = await client(url)
    alice.sendRaw('{not json')
    expect((await alice.waitFor((frame) => frame.error?.code === RELAY_ERRORS.parse.code)).id).toBeNull()
    alice.sendRaw('[1,2,3]')
    alice.sendRaw('"text"')
    alice.sendRaw('{"id":"raw-7","jsonrpc":"2.0"}')
    alice.sendRaw(Buffer.from([0xff, 0x00, 0x13]).toString('latin1'))
    await alice.waitFor((frame) => frame.id === 'raw-7' && frame.error?.code === RELAY_ERRORS.invalidRequest.code)
    const unknown = await alice.request('irn_doesNotExist', {})
    expect(unknown.error).toMatchObject({ code: RELAY_ERRORS.methodNotFound.code })
    const proto = await alice.request('__proto__', {})
    expect(proto.error?.code).toBe(RELAY_ERRORS.methodNotFound.code)
    for (const params of [undefined, null, [], { topic: 'short' }, { topic: 5 }])
      expect((await alice.request('irn_subscribe', params)).error?.code).toBe(RELAY_ERRORS.invalidParams.code)
    const noMessage = await alice.request('irn_publish', { topic: topic(1), message: '', ttl: 300 })
    expect(noMessage.error?.code).toBe(RELAY_ERRORS.invalidParams.code)
    const badTtl = await alice.request('irn_publish', { topic: topic(1), message: 'x', ttl: -1 })
    expect(badTtl.error?.code).toBe(RELAY_ERRORS.invalidParams.code)

    expect((await alice.request('irn_subscribe', { topic: topic(1) })).result).toBe(sha256(topic(1) + alice.clientId))
    expect(stats().errors).toBeGreaterThanOrEqual(12)
  })

  test('oversized messages and frames', async () => {
    const { url } = await relay({ maxMessageBytes: 1000 })
    const alice = await client(url)
    const big = await alice.request('irn_publish', { topic: topic(1), message: 'x'.repeat(1001), ttl: 300 })
    expect(big.error?.code).toBe(RELAY_ERRORS.payloadTooLarge.code)
    const fits = await alice.request('irn_publish', { topic: topic(1), message: 'x'.repeat(1000), ttl: 300 })
    expect(fits.result).toBe(true)
    // A frame over the frame limit (4× message + 16 KiB) is refused with an error naming its id...
    const frame = await alice.request('irn_subscribe', { topic: topic(1), padding: 'p'.repeat(30_000) })
    expect(frame.error?.code).toBe(RELAY_ERRORS.payloadTooLarge.code)
    // ...and one over the hard cap closes that socket (1009) without touching anyone else.
    const bob = await client(url)
    const closed = new Promise<number>((resolve) => alice.socket.once('close', (code) => resolve(code)))
    alice.sendRaw('y'.repeat(200_000))
    expect(await closed).toBe(1009)
    expect((await bob.request('irn_subscribe', { topic: topic(2) })).result).toBeTypeOf('string')
  })

  test('per-connection subscription limit', async () => {
    const { url } = await relay({ maxSubscriptionsPerConnection: 3 })
    const alice = await client(url)
    const batch = await alice.request('irn_batchSubscribe', { topics: [topic(1), topic(2), topic(3), topic(4)] })
    expect(batch.error?.code).toBe(RELAY_ERRORS.tooManySubscriptions.code)
    expect((await alice.request('irn_batchSubscribe', { topics: [topic(1), topic(2), topic(3)] })).result).toHaveLength(
      3,
    )
    // Subscribing again to a topic it has is not a new subscription.
    expect((await alice.request('irn_subscribe', { topic: topic(3) })).result).toBeTypeOf('string')
    expect((await alice.request('irn_subscribe', { topic: topic(4) })).error?.code).toBe(
      RELAY_ERRORS.tooManySubscriptions.code,
    )
    // The limit is per connection: another client is unaffected.
    const bob = await client(url)
    expect((await bob.request('irn_subscribe', { topic: topic(4) })).result).toBeTypeOf('string')
  })
})

describe('many clients', () => {
  test('60 clients on one topic each get one publish; 30 pairs talk on their own topics', async () => {
    const { url, stats } = await relay()
    const clients = await Promise.all(Array.from({ length: 60 }, () => client(url)))
    await Promise.all(clients.map((each) => each.request('irn_subscribe', { topic: topic(1) })))
    const [sender, ...receivers] = clients as [RawRelayClient, ...RawRelayClient[]]
    await sender.request('irn_publish', { topic: topic(1), message: 'all', ttl: 300 })
    await Promise.all(receivers.map((each) => each.waitFor((frame) => frame.params?.data.message === 'all')))
    expect(sender.deliveries()).toHaveLength(0)

    await Promise.all(clients.map((each, i) => each.request('irn_subscribe', { topic: topic(100 + (i >> 1)) })))
    await Promise.all(
      clients.map((each, i) =>
        each.request('irn_publish', { topic: topic(100 + (i >> 1)), message: `from ${i}`, ttl: 300 }),
      ),
    )
    await Promise.all(clients.map((each, i) => each.waitFor((frame) => frame.params?.data.message === `from ${i ^ 1}`)))
    for (const each of clients) expect(each.deliveries()).toHaveLength(each === sender ? 1 : 2)
    expect(stats()).toMatchObject({ connections: 60, subscriptions: 120 })
  })
})

describe('mailbox', () => {
  test('a message published before anyone listens is delivered on subscribe, once acknowledged not again', async () => {
    const { url } = await relay()
    const alice = await client(url)
    await alice.request('irn_publish', { topic: topic(1), message: 'early', ttl: 300 })
    const { jwt, iss } = makeClientJwt()
    const bob = await client(url, { jwt, iss })
    await bob.request('irn_subscribe', { topic: topic(1) })
    await bob.waitFor((frame) => frame.params?.data.message === 'early')
    // The same client on a new connection does not get what it acknowledged.
    await bob.close()
    const again = await client(url, { jwt, iss })
    await again.request('irn_subscribe', { topic: topic(1) })
    await alice.request('irn_publish', { topic: topic(1), message: 'later', ttl: 300 })
    await again.waitFor((frame) => frame.params?.data.message === 'later')
    expect(again.deliveries().map((frame) => frame.params?.data.message)).toEqual(['later'])
  })

  test('an unacknowledged message is delivered again; batchFetchMessages hands over what is pending', async () => {
    const { url } = await relay()
    const alice = await client(url)
    const { jwt, iss } = makeClientJwt()
    const bob = await client(url, { jwt, iss, autoAck: false })
    await bob.request('irn_subscribe', { topic: topic(1) })
    await alice.request('irn_publish', { topic: topic(1), message: 'm1', ttl: 300 })
    await bob.waitFor((frame) => frame.params?.data.message === 'm1')
    await bob.close()
    const again = await client(url, { jwt, iss, autoAck: false })
    await again.request('irn_subscribe', { topic: topic(1) })
    await again.waitFor((frame) => frame.params?.data.message === 'm1')
    const fetched = await again.request('irn_batchFetchMessages', { topics: [topic(1)] })
    expect(fetched.result).toMatchObject({ messages: [{ topic: topic(1), message: 'm1' }], hasMore: false })
    const second = await again.request('irn_batchFetchMessages', { topics: [topic(1)] })
    expect(second.result).toEqual({ messages: [], hasMore: false })
  })

  test('messages expire after their TTL', async () => {
    let now = Date.now()
    const mailbox = new Mailbox(undefined, () => now)
    const { url } = await relay({ mailbox })
    const alice = await client(url)
    await alice.request('irn_publish', { topic: topic(1), message: 'short', ttl: 60 })
    await alice.request('irn_publish', { topic: topic(1), message: 'long', ttl: 600 })
    expect(mailbox.size).toBe(2)
    now += 61_000
    expect(mailbox.size).toBe(1)
    const bob = await client(url)
    await bob.request('irn_subscribe', { topic: topic(1) })
    await bob.waitFor((frame) => frame.params?.data.message === 'long')
    expect(bob.deliveries().map((frame) => frame.params?.data.message)).toEqual(['long'])
    now += 600_000
    expect(mailbox.size).toBe(0)
  })

  test('a restarted relay on the same port delivers what the old one held (file-backed mailbox)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-relay-'))
    try {
      const file = join(dir, 'mailbox.json')
      const first = await startRelay({ mailbox: file })
      const alice = await RawRelayClient.connect(first.url)
      await alice.request('irn_publish', { topic: topic(1), message: 'survives', ttl: 300 })
      await alice.close()
      await first.stop()

      const second = await startRelay({ port: first.port, mailbox: file })
      expect(second.url).toBe(first.url)
      const bob = await RawRelayClient.connect(second.url)
      await bob.request('irn_subscribe', { topic: topic(1) })
      await bob.waitFor((frame) => frame.params?.data.message === 'survives')
      await bob.close()
      await second.stop()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('liveness', () => {
  test('pings every interval and drops a client that does not answer', async () => {
    // Long enough that a loaded test worker still answers a ping before the next one (CI runs on 2 busy cores).
    const { url, stats } = await relay({ pingIntervalMs: 200 })
    const answering = await client(url)
    const pinged = new Promise<void>((resolve) => answering.socket.once('ping', () => resolve()))
    await pinged
    const silent = new WebSocket(`${url}/?auth=${makeClientJwt().jwt}`, { autoPong: false })
    open.push({ close: async () => silent.terminate() })
    await new Promise<void>((resolve) => silent.once('open', () => resolve()))
    await new Promise<void>((resolve) => silent.once('close', () => resolve()))
    await until(() => stats().connections === 1)
    expect(answering.socket.readyState).toBe(WebSocket.OPEN)
  })

  test('POST /control/drop drops every client and refuses new ones for downMs; the mailbox stays', async () => {
    const { url, port, stats } = await relay()
    const alice = await client(url)
    await alice.request('irn_publish', { topic: topic(1), message: 'kept', ttl: 300 })
    const closed = new Promise<void>((resolve) => alice.socket.once('close', () => resolve()))
    const answer = await fetch(`http://127.0.0.1:${port}/control/drop?downMs=400`, { method: 'POST' })
    expect(await answer.json()).toEqual({ dropped: true, downMs: 400 })
    await closed
    expect(stats().connections).toBe(0)
    await expect(RawRelayClient.connect(url)).rejects.toThrow(/503/)
    // Clients retry as the SDK does; the relay accepts them again once the down time is over.
    const deadline = Date.now() + 5000
    let bob: RawRelayClient | undefined
    while (!bob) {
      bob = await client(url).catch(() => undefined)
      if (!bob && Date.now() > deadline) throw new Error('the relay did not take clients again')
      if (!bob) await new Promise((resolve) => setTimeout(resolve, 25))
    }
    await bob.request('irn_subscribe', { topic: topic(1) })
    await bob.waitFor((frame) => frame.params?.data.message === 'kept')
    expect(await (await fetch(`http://127.0.0.1:${port}/control/stats`)).json()).toMatchObject({ connections: 1 })
  })

  test('stop closes every socket and frees the port', async () => {
    const started = await startRelay()
    const alice = await RawRelayClient.connect(started.url)
    const closed = new Promise<void>((resolve) => alice.socket.once('close', () => resolve()))
    await started.stop()
    await started.stop()
    await closed
    const again = await relay({ port: started.port })
    expect(again.port).toBe(started.port)
  })
})
