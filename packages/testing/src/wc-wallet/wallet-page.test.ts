import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil'
import { type RunningRelay, startRelay } from '../wc-relay'
import { startDapp } from './dapp-client.test-support'
import { type RunningWalletPage, startWalletPage } from './wallet-page'

let relay: RunningRelay
let chainA: RunningAnvil
let chainB: RunningAnvil
let page: RunningWalletPage

beforeAll(async () => {
  ;[relay, chainA, chainB] = await Promise.all([
    startRelay(),
    startAnvil({ chainId: 31337, port: 0, accounts: 2 }),
    startAnvil({ chainId: 31338, port: 0, accounts: 2 }),
  ])
  page = await startWalletPage({
    relayUrl: relay.url,
    chains: [
      { chainId: 31337, rpcUrl: chainA.url },
      { chainId: 31338, rpcUrl: chainB.url },
    ],
  })
}, 30_000)

afterAll(async () => {
  await page?.stop()
  await Promise.all([relay?.stop(), chainA?.stop(), chainB?.stop()])
})

const post = (path: string, body: unknown = {}) =>
  fetch(`${page.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

it('serves the page and drives the wallet: pair, approve by hand, switch chain, disconnect', {
  timeout: 30_000,
}, async () => {
  const html = await fetch(page.url)
  expect(html.headers.get('content-type')).toContain('text/html')
  expect(await html.text()).toContain('Pairing URI')
  expect((await post('/pair', { uri: 'not a uri' })).status).toBe(400)
  expect((await post('/nope')).status).toBe(404)

  const { provider, close } = await startDapp(relay.url)
  try {
    const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve))
    const session = provider.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: ['personal_sign'],
          events: ['chainChanged', 'accountsChanged'],
          rpcMap: { 31337: chainA.url, 31338: chainB.url },
        },
      },
    })
    expect((await post('/pair', { uri: await uri })).status).toBe(200)
    // Proposals wait for a click on the page by default.
    await page.wallet.waitFor(() => page.wallet.proposals.length > 0, 10_000, 'the proposal')
    const state = await (await fetch(`${page.url}/state`)).json()
    expect(state).toMatchObject({ proposals: 'manual', pendingProposal: 'Portico test dapp', sessions: [] })
    expect((await post('/approve')).status).toBe(200)
    const approved = await session
    expect(approved?.namespaces.eip155?.accounts).toContain(`eip155:31337:${page.wallet.address}`)

    const chainChanged = new Promise((resolve) => provider.once('chainChanged', resolve))
    expect((await post('/switch', { chainId: 31338 })).status).toBe(200)
    expect(Number(await chainChanged)).toBe(31338)
    const deleted = new Promise((resolve) => provider.once('session_delete', resolve))
    expect((await post('/disconnect')).status).toBe(200)
    await deleted
    expect((await (await fetch(`${page.url}/state`)).json()).sessions).toEqual([])
  } finally {
    await close()
  }
})
