import { createServer } from 'node:net'
import type { Page } from '@playwright/test'
import { DEV_ACCOUNTS, rpc } from '@portico/testing'
import { type Hex, recoverMessageAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { serveEmbeddedHost } from '../support/embedded-host/serve'
import { codeFor, newEmail } from '../support/mailbox'
import type { StaticServer } from '../support/static-server'

// The embedded wallet's frame through the real secure site (apps/secure-site, its own origin in the dev stack) in
// real Chromium, embedded by a host page on another origin with @portico/embedded-wallet's messenger.
//
// Everything is real: apps/api's /auth/v1 routes and its SMTP sink (the spec reads the code from the mailbox), the
// secure site's recovery-share store, the frame page and its CSP, the bundled frame script, IndexedDB and WebCrypto in
// a cross-origin frame, the origin checks on both sides.

const PROJECT = 'portico-dev'

let host: StaticServer

test.beforeAll(async () => {
  host = await serveEmbeddedHost()
})

test.afterAll(async () => {
  await host?.close()
})

interface Secrets {
  token?: string
  authShare?: string
  recoveryShare?: string
}

/**
 * What the host must never see, read where it really lives: the session token from the secure site's own IndexedDB
 * (read by the test harness inside the frame's origin, which no script of the host page can do), then the two
 * server-held shares fetched with it from apps/api and from the secure-site server. No request is intercepted.
 */
async function sessionTokenInFrame(page: Page, secureSite: string): Promise<string | undefined> {
  const frame = page.frames().find((f) => f.url().startsWith(`${secureSite}/frame`))
  if (!frame) throw new Error('the secure-site frame is not on the page')
  return frame.evaluate(
    () =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('portico-secure-site')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get('session')
          get.onerror = () => reject(get.error)
          get.onsuccess = () => resolve((get.result as { token?: string } | undefined)?.token)
        }
      }),
  )
}

async function readShares(secrets: Secrets, api: string, secureSite: string): Promise<void> {
  const headers = { authorization: `Bearer ${secrets.token}` }
  const auth = await fetch(`${api}/auth/v1/share?projectId=${PROJECT}`, { headers })
  secrets.authShare = ((await auth.json()) as { authShare?: string }).authShare
  const recovery = await fetch(`${secureSite}/recovery-share?projectId=${PROJECT}`, { headers })
  secrets.recoveryShare = ((await recovery.json()) as { recoveryShare?: string }).recoveryShare
}

const load = (page: Page, frameUrl: string, loadTimeoutMs?: number) =>
  page.evaluate(([url, project, timeout]) => window.porticoHost.load(url, project, timeout), [
    frameUrl,
    PROJECT,
    loadTimeoutMs,
  ] as const)

const request = (page: Page, type: string, payload: unknown) =>
  page.evaluate(([t, p]) => window.porticoHost.request(t as never, p), [type, payload] as const)

test('the host connects through the real frame and cannot read its key material or session token', async ({
  page,
  stack,
  guard,
}) => {
  // Chromium logs the 400 of the wrong code this test enters on purpose.
  guard.expectConsoleError(/status of 400 \(Bad Request\)/)
  const secureSite = stack.urls.secureSite
  if (!secureSite) throw new Error('the dev stack has no secure site')
  const mailbox = stack.urls.mailbox as string
  const email = newEmail('frame')
  const stored: Secrets = {}
  await page.goto(host.url)
  const loaded = await load(page, `${secureSite}/frame`)
  expect(loaded).toMatchObject({ ok: true })
  // §4: the frame counts as initialised 500 ms after READY.
  expect(loaded.ms).toBeGreaterThanOrEqual(500)

  expect(await request(page, 'GET_USER', {})).toEqual({ ok: true, result: { connected: null } })
  const since = Date.now()
  expect(await request(page, 'CONNECT_EMAIL', { email })).toEqual({ ok: true, result: { action: 'VERIFY_OTP' } })
  const otp = await codeFor(mailbox, email, since)
  const wrong = await request(page, 'CONNECT_OTP', { email, otp: otp === '000000' ? '111111' : '000000' })
  expect(wrong).toMatchObject({ ok: false, error: { code: 'FRAME_ERROR', frameCode: 'INVALID_OTP' } })
  const connected = await request(page, 'CONNECT_OTP', { email, otp })
  if (!connected.ok) throw new Error(JSON.stringify(connected.error))
  const { accounts } = connected.result as { accounts: { eip155: Hex; solana: string } }
  expect(accounts.eip155).toMatch(/^0x[0-9a-fA-F]{40}$/)
  stored.token = await sessionTokenInFrame(page, secureSite)
  expect(stored.token).toBeTruthy()
  // Two holders outside the browser got one share each, and different ones.
  await readShares(stored, stack.urls.api, secureSite)
  expect(stored.authShare).toBeTruthy()
  expect(stored.recoveryShare).toBeTruthy()
  expect(stored.authShare).not.toBe(stored.recoveryShare)

  const signed = await request(page, 'EVM_SIGN_MESSAGE', { message: '0x68656c6c6f' })
  if (!signed.ok) throw new Error(JSON.stringify(signed.error))
  const { signature } = signed.result as { signature: Hex }
  expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(accounts.eip155)

  // eth_sendTransaction: signed in the frame and sent through apps/api's RPC proxy (the only chain endpoint the frame's
  // CSP allows) to the real anvil chain.
  const chain = stack.urls.evm[31337]
  await rpc(chain, 'anvil_setBalance', [accounts.eip155, '0x8ac7230489e80000'])
  const recipient = DEV_ACCOUNTS[5]?.address ?? ''
  const before = BigInt(await rpc<string>(chain, 'eth_getBalance', [recipient, 'latest']))
  const sent = await request(page, 'EVM_SEND_TRANSACTION', {
    chainId: 31337,
    transaction: { to: recipient, value: '0x2386f26fc10000' },
  })
  if (!sent.ok) throw new Error(JSON.stringify(sent.error))
  const { hash } = sent.result as { hash: Hex }
  const receipt = await expect
    .poll(() => rpc<{ status: string; from: string } | null>(chain, 'eth_getTransactionReceipt', [hash]))
    .not.toBeNull()
    .then(() => rpc<{ status: string; from: string }>(chain, 'eth_getTransactionReceipt', [hash]))
  expect(receipt.status).toBe('0x1')
  expect(receipt.from.toLowerCase()).toBe(accounts.eip155.toLowerCase())
  expect(BigInt(await rpc<string>(chain, 'eth_getBalance', [recipient, 'latest'])) - before).toBe(
    10_000_000_000_000_000n,
  )

  // Issue 16's budget: a signature inside the frame ≤ 50 ms once connected (median of 5, host request → answer).
  const times = await page.evaluate(async () => {
    const ms: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      await window.porticoHost.request('EVM_SIGN_MESSAGE', { message: `0x0${i}` })
      ms.push(performance.now() - started)
    }
    return ms.sort((a, b) => a - b)
  })
  console.info(`[embedded wallet] personal_sign in the frame, ms: ${times.map((t) => t.toFixed(1)).join(', ')}`)
  expect(times[2]).toBeLessThanOrEqual(50)

  // The export is shown in the frame's own UI after a second confirmation there; the host only learns it was shown.
  await page.evaluate(() => {
    window.porticoHost.showFrame()
    window.porticoHost.start('EXPORT_PRIVATE_KEY', { namespace: 'eip155' })
  })
  const frame = page.frameLocator('iframe[title="Portico embedded wallet"]')
  await frame.getByRole('button', { name: 'Reveal private key' }).click()
  const privateKey = (await frame.locator('output').textContent()) as Hex
  expect(privateKeyToAddress(privateKey)).toBe(accounts.eip155)
  await frame.getByRole('button', { name: 'Done' }).click()
  expect(await page.evaluate(() => window.porticoHost.pending)).toEqual({ ok: true, result: { shown: true } })

  // A script on the host page reaching into the frame is stopped by the browser (another origin)…
  const probe = await page.evaluate(() => window.porticoHost.probeFrame())
  expect(probe.document).toEqual({ read: false, error: 'SecurityError' })
  expect(probe.localStorage).toEqual({ read: false, error: 'SecurityError' })
  expect(probe.indexedDB).toEqual({ read: false, error: 'SecurityError' })
  // …nothing the frame posted carries the key or the token, and the host's own storage holds neither.
  const seen = await page.evaluate(async () => ({
    messages: window.porticoHost.received.map((m) => m.data).join('\n'),
    localStorage: JSON.stringify({ ...localStorage }),
    databases: (await indexedDB.databases()).map((db) => db.name),
    cookies: document.cookie,
  }))
  expect(seen.messages).toContain(accounts.eip155)
  expect(stored.token).toBeTruthy()
  for (const secret of [privateKey.slice(2), stored.token ?? '', stored.authShare ?? '', stored.recoveryShare ?? '']) {
    expect(seen.messages).not.toContain(secret)
    expect(seen.localStorage).not.toContain(secret)
    expect(seen.cookies).not.toContain(secret)
  }
  expect(seen.databases).not.toContain('portico-secure-site')
})

test('a message from a foreign origin is ignored and logged, by the host and by the frame', async ({ page, stack }) => {
  const secureSite = stack.urls.secureSite
  if (!secureSite) throw new Error('the dev stack has no secure site')
  const frameConsole: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('[portico secure site]')) frameConsole.push(message.text())
  })
  await page.goto(host.url)
  expect(await load(page, `${secureSite}/frame`)).toMatchObject({ ok: true })
  // A third origin (the host's server under another name) framed by the host sends a forged READY and RESULT to the
  // host and a forged request to the secure frame.
  const foreignOrigin = host.url.replace('127.0.0.1', 'localhost')
  await page.evaluate(
    ([src]) => {
      const iframe = document.createElement('iframe')
      iframe.src = src
      iframe.title = 'foreign'
      document.body.append(iframe)
    },
    [`${foreignOrigin}/foreign.html?target=${encodeURIComponent(new URL(secureSite).origin)}`] as const,
  )
  await expect(page.frameLocator('iframe[title="foreign"]').locator('body')).toHaveAttribute('data-sent', 'yes')
  await expect
    .poll(() => page.evaluate(() => window.porticoHost.logs.map((entry) => JSON.stringify(entry))))
    .toEqual([
      expect.stringContaining(`did not come from the secure site","fields":{"origin":"${foreignOrigin}"}`),
      expect.stringContaining(`did not come from the secure site","fields":{"origin":"${foreignOrigin}"}`),
    ])
  await expect.poll(() => frameConsole).toEqual([expect.stringContaining('Ignored a request from a foreign origin')])
  // The real frame still answers the host.
  expect(await request(page, 'GET_USER', {})).toEqual({ ok: true, result: { connected: null } })
})

test('a secure site that is down gives IFRAME_LOAD_FAILED instead of hanging', async ({ page, guard }) => {
  guard.expectConsoleError(/ERR_CONNECTION_REFUSED/)
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
  await page.goto(host.url)
  const loaded = await load(page, `http://127.0.0.1:${port}/frame`, 15_000)
  expect(loaded).toMatchObject({ ok: false, error: { code: 'IFRAME_LOAD_FAILED', message: expect.any(String) } })
  // The load event of the error page ends the wait well before §9's 20 s bound.
  expect(loaded.ms).toBeLessThan(10_000)
})
