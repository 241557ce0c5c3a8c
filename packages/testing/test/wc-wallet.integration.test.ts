import { performance } from 'node:perf_hooks'
import { createPublicClient, getAddress, http, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS, type RunningAnvil, startAnvil } from '../src/anvil'
import { type RunningRelay, startRelay } from '../src/wc-relay'
import { type Dapp, startDapp } from '../src/wc-wallet/dapp-client.test-support'
import { WcTestWallet, type WcTestWalletOptions } from '../src/wc-wallet/wc-test-wallet'

// The real SDKs on both sides (@reown/walletkit in the wallet, @walletconnect/universal-provider in the dapp), the
// local relay between them and anvil under the wallet, all on loopback.

const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const EVENTS = ['chainChanged', 'accountsChanged']
const account0 = DEV_ACCOUNTS[0]?.address as `0x${string}`
const account1 = DEV_ACCOUNTS[1]?.address as `0x${string}`

let relay: RunningRelay
let chainA: RunningAnvil
let chainB: RunningAnvil
const closers: Array<() => Promise<void>> = []
const outside: string[] = []
const realFetch = globalThis.fetch

beforeAll(async () => {
  // Nothing may leave the machine: every fetch the SDKs make is recorded and only loopback is let through.
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      outside.push(url.href)
      throw new TypeError(`blocked outside fetch ${url.host}`)
    }
    return realFetch(input, init)
  }) as typeof fetch
  ;[relay, chainA, chainB] = await Promise.all([
    startRelay(),
    startAnvil({ chainId: 31337, port: 0, accounts: 3 }),
    startAnvil({ chainId: 31338, port: 0, accounts: 3 }),
  ])
}, 30_000)

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await Promise.all([relay?.stop(), chainA?.stop(), chainB?.stop()])
  expect(outside).toEqual([])
})

async function wallet(options: Partial<WcTestWalletOptions> = {}) {
  const created = await WcTestWallet.create({
    relayUrl: relay.url,
    chains: [
      { chainId: 31337, rpcUrl: chainA.url },
      { chainId: 31338, rpcUrl: chainB.url },
    ],
    privateKeys: [DEV_ACCOUNTS[0]?.privateKey, DEV_ACCOUNTS[1]?.privateKey] as `0x${string}`[],
    ...options,
  })
  closers.push(() => created.close())
  return created
}

async function dapp() {
  const started = await startDapp(relay.url)
  closers.push(started.close)
  return started.provider
}

/** Starts a connection on the dapp, pairs the wallet with its URI and measures pair → session on the dapp. */
async function connect(provider: Dapp, theWallet: WcTestWallet) {
  const uri = new Promise<string>((resolve) => provider.once('display_uri', resolve))
  const session = provider.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        methods: METHODS,
        events: EVENTS,
        rpcMap: { 31337: chainA.url, 31338: chainB.url },
      },
    },
  })
  session.catch(() => {})
  const began = performance.now()
  await theWallet.pair(await uri)
  return { session, began }
}

describe('WcTestWallet with a universal-provider dapp over the local relay', { timeout: 30_000 }, () => {
  it('approves: the dapp gets a session with the CAIP accounts; personal_sign, typed data and a mined transaction', async () => {
    const provider = await dapp()
    const theWallet = await wallet()
    const { session } = await connect(provider, theWallet)
    const approved = await session
    expect(approved?.namespaces.eip155?.accounts).toEqual(
      expect.arrayContaining([`eip155:31337:${account0}`, `eip155:31338:${account0}`]),
    )
    expect(theWallet.sessions().map((s) => s.topic)).toEqual([approved?.topic])
    const accounts = await provider.request<string[]>({ method: 'eth_accounts' }, 'eip155:31337')
    expect(getAddress(accounts[0] ?? '')).toBe(account0)

    const message = 'Sign in to Portico'
    const signature = await provider.request<`0x${string}`>(
      { method: 'personal_sign', params: [toHex(message), account0] },
      'eip155:31337',
    )
    expect(await verifyMessage({ address: account0, message, signature })).toBe(true)
    expect(await verifyMessage({ address: account1, message, signature })).toBe(false)

    const typed = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'hello' },
    }
    const typedSignature = await provider.request<`0x${string}`>(
      { method: 'eth_signTypedData_v4', params: [account0, JSON.stringify(typed)] },
      'eip155:31337',
    )
    expect(await verifyTypedData({ address: account0, ...typed, signature: typedSignature })).toBe(true)

    const hash = await provider.request<`0x${string}`>(
      { method: 'eth_sendTransaction', params: [{ from: account0, to: account1, value: toHex(10n ** 15n) }] },
      'eip155:31337',
    )
    const receipt = await createPublicClient({
      transport: http(chainA.url),
      pollingInterval: 50,
    }).waitForTransactionReceipt({
      hash,
    })
    expect(receipt.status).toBe('success')
    expect(getAddress(receipt.to ?? '')).toBe(account1)
    expect(theWallet.requests.map((r) => r.method)).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
    ])
  })

  it('rejects: the dapp connect fails with the rejection and no session exists on either side', async () => {
    const provider = await dapp()
    const theWallet = await wallet({ proposals: 'reject' })
    const { session } = await connect(provider, theWallet)
    await expect(session).rejects.toMatchObject({ code: 5000, message: expect.stringMatching(/rejected/i) })
    expect(theWallet.sessions()).toHaveLength(0)
    expect(provider.session).toBeUndefined()
  })

  it('the wallet deletes the session: the dapp sees session_delete and disconnects', async () => {
    const provider = await dapp()
    const theWallet = await wallet()
    const approved = await (await connect(provider, theWallet)).session
    const deleted = new Promise<{ topic: string }>((resolve) => provider.once('session_delete', resolve))
    const disconnected = new Promise((resolve) => provider.once('disconnect', resolve))
    await theWallet.disconnect()
    expect((await deleted).topic).toBe(approved?.topic)
    await disconnected
    expect(provider.session).toBeUndefined()
    expect(theWallet.sessions()).toHaveLength(0)
  })

  it('the wallet switches chain and changes accounts: the dapp follows', async () => {
    const provider = await dapp()
    const theWallet = await wallet()
    await (await connect(provider, theWallet)).session
    const chainChanged = new Promise((resolve) => provider.once('chainChanged', resolve))
    await theWallet.switchChain(31338)
    expect(Number(await chainChanged)).toBe(31338)

    const accountsChanged = new Promise<string[]>((resolve) => provider.once('accountsChanged', resolve))
    await theWallet.changeAccounts([1])
    expect((await accountsChanged).map((a) => getAddress(a.split(':').at(-1) ?? ''))).toContain(account1)
    await theWallet.waitFor(
      () => provider.session?.namespaces.eip155?.accounts.includes(`eip155:31338:${account1}`),
      10_000,
      'the session update on the dapp',
    )
    // A request on the new chain with the new account is signed by it.
    const signature = await provider.request<`0x${string}`>(
      { method: 'personal_sign', params: [toHex('after switch'), account1] },
      'eip155:31338',
    )
    expect(await verifyMessage({ address: account1, message: 'after switch', signature })).toBe(true)
  })

  it('the relay restarts mid-session: both sides reconnect and the next request succeeds', async () => {
    const provider = await dapp()
    const theWallet = await wallet()
    await (await connect(provider, theWallet)).session
    const { port, mailbox } = relay
    await relay.stop()
    const began = performance.now()
    relay = await startRelay({ port, mailbox })
    // The SDKs reconnect 100 ms after losing the socket and resubscribe every topic in one batch.
    await theWallet.waitFor(
      () => relay.stats().connections === 2 && relay.stats().subscriptions >= 4,
      10_000,
      'reconnect',
    )
    console.info(`both clients back on the restarted relay after ${(performance.now() - began).toFixed(0)} ms`)
    const signature = await provider.request<`0x${string}`>(
      { method: 'personal_sign', params: [toHex('after restart'), account0] },
      'eip155:31337',
    )
    expect(await verifyMessage({ address: account0, message: 'after restart', signature })).toBe(true)
  })

  it('a request sent while the wallet is offline waits in the mailbox across a relay restart and is answered', async () => {
    const provider = await dapp()
    const first = await wallet()
    await (await connect(provider, first)).session
    // The wallet app goes away; its keys and session stay in its storage.
    await first.close()
    const held = relay.mailbox.size
    const pending = provider.request<`0x${string}`>(
      { method: 'personal_sign', params: [toHex('while offline'), account0] },
      'eip155:31337',
    )
    pending.catch(() => {})
    await first.waitFor(() => relay.mailbox.size > held, 10_000, 'the request in the mailbox')
    const { port, mailbox } = relay
    await relay.stop()
    relay = await startRelay({ port, mailbox })
    // The wallet comes back with the same storage: it resubscribes and the relay hands it the waiting request.
    const again = await wallet({ storage: first.storage, storagePrefix: first.storagePrefix })
    expect(again.sessions()).toHaveLength(1)
    const signature = await pending
    expect(await verifyMessage({ address: account0, message: 'while offline', signature })).toBe(true)
    expect(again.requests.map((r) => r.method)).toEqual(['personal_sign'])
  })

  it('pair → connected over loopback within the 2 s median budget', async () => {
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      const provider = await dapp()
      const theWallet = await wallet()
      const { session, began } = await connect(provider, theWallet)
      await session
      times.push(performance.now() - began)
    }
    const sorted = [...times].sort((a, b) => a - b)
    const median = sorted[2] ?? Number.NaN
    console.info(
      `WalletConnect pair → connected over loopback: median ${median.toFixed(0)} ms (${sorted.map((t) => t.toFixed(0)).join(', ')} ms)`,
    )
    expect(median).toBeLessThan(2000)
  })
})
