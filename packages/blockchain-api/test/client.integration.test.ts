import {
  DEV_PROJECT_ID,
  generatedCatalogueDir,
  RATE_LIMITED_PROJECT_ID,
  type RunningApi,
  registerSessionMessage,
  revokeSessionMessage,
  SERVER_ERROR_PROJECT_ID,
  silentLogger,
  startApiServer,
} from '@portico/api'
import { isPorticoError } from '@portico/common'
import {
  DEV_CONTRACTS,
  DEV_HOLDERS,
  DEV_SWAP,
  DEV_TOKEN,
  deployDevContracts,
  deployDevSwap,
  devSwapConfig,
} from '@portico/dev-contracts'
import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import {
  type ApiClientOptions,
  createApiClient,
  DEFAULT_ONRAMP_OPTIONS,
  generateApproveCalldata,
  generateOnRampUrl,
  generateSwapCalldata,
  getAnalyticsConfig,
  getBalance,
  getConfig,
  getGasPrice,
  getHistory,
  getIdentity,
  getImage,
  getNameSuggestions,
  getNativeBalance,
  getOnRampOptions,
  getOnRampQuote,
  getOrigins,
  getSupportedChains,
  getSwapAllowance,
  getSwapQuote,
  getSwapTokens,
  getTokenBalance,
  getTokenPrice,
  getWallets,
  imageUrl,
  isInvalidProjectId,
  lookupName,
  registerName,
  reportError,
  reverseLookupName,
} from '../src'
import { getSmartSession, listSmartSessions, revokeSmartSession } from '../src/sessions'

// A real apps/api on a free port over two chains: a live anvil carrying the dev contracts (PUSD), so balance,
// history, price and gas calls succeed, and a chain whose RPC is a closed port, so chain reads fail for real.
const anvil = await startTestAnvil(31337)
await deployDevContracts(anvil.url)
await deployDevSwap(anvil.url)
const LIVE = 'eip155:31337'
const DOWN = 'eip155:31338'
const api: RunningApi = await startApiServer({
  logger: silentLogger,
  // The generated 600-wallet catalogue: the search below needs its volume.
  catalogueDir: generatedCatalogueDir(),
  chains: [
    { chainId: 31337, name: 'Anvil', rpcUrl: anvil.url, tokens: [{ ...DEV_TOKEN }], swap: devSwapConfig() },
    { chainId: 31338, name: 'Down', rpcUrl: 'http://127.0.0.1:9' },
  ],
  // An on-ramp provider that is down: the service answers its calls with an error, so the client's §8 fallbacks are
  // what an app sees.
  onramp: {
    provider: {
      id: 'down',
      options: () => Promise.reject(new Error('on-ramp provider down')),
      quote: () => Promise.reject(new Error('on-ramp provider down')),
      widgetUrl: () => Promise.reject(new Error('on-ramp provider down')),
    },
  },
})
afterAll(async () => {
  await api.close()
  await anvil.stop()
})

const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const SECOND_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

/** Real fetch, counted per path, so tests can see what went over the wire. */
function client(extra: Partial<ApiClientOptions> = {}) {
  const calls: string[] = []
  let now = 1_000_000
  const c = createApiClient({
    projectId: DEV_PROJECT_ID,
    sdkType: 'portico',
    sdkVersion: 'html-test-1.0.0',
    url: api.url,
    now: () => now,
    fetch: (input, init) => {
      calls.push(new URL(input).pathname)
      return fetch(input, init)
    },
    ...extra,
  })
  return { c, calls, advance: (ms: number) => (now += ms) }
}

describe('configuration and catalogue', () => {
  test('features, origins and analytics switch of the dev project', async () => {
    const { c } = client()
    const features = await getConfig(c)
    expect(features.find((f) => f.id === 'socials')?.config).toContain('google')
    expect(await getOrigins(c)).toEqual(['http://localhost:*', 'http://127.0.0.1:*'])
    expect(await getAnalyticsConfig(c)).toBe(true)
  })

  test('origins failures become RATE_LIMITED and SERVER_ERROR', async () => {
    await expect(getOrigins(client({ projectId: RATE_LIMITED_PROJECT_ID }).c)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    })
    await expect(getOrigins(client({ projectId: SERVER_ERROR_PROJECT_ID }).c)).rejects.toMatchObject({
      code: 'SERVER_ERROR',
    })
  })

  test('an unreachable service is NETWORK_UNREACHABLE for origins, not an empty (refusing) list', async () => {
    const offline = client({ url: 'http://127.0.0.1:9' }).c
    await expect(getOrigins(offline)).rejects.toMatchObject({ code: 'NETWORK_UNREACHABLE' })
  })

  test('an unknown project fails with the exact HTTP message', async () => {
    await expect(getConfig(client({ projectId: 'nobody' }).c)).rejects.toThrow(/^HTTP status code: 403$/)
  })

  test("an unknown project's origins are refused as Invalid Project ID, not answered as an empty list", async () => {
    const error = await getOrigins(client({ projectId: 'nobody' }).c).catch((e: unknown) => e)
    expect(isInvalidProjectId(error)).toBe(true)
    expect(isInvalidProjectId(await getConfig(client({ projectId: 'nobody' }).c).catch((e: unknown) => e))).toBe(true)
    expect(isInvalidProjectId(new Error('HTTP status code: 403'))).toBe(false)
  })

  test('wallet search and a served image', async () => {
    const { c } = client()
    const page = await getWallets(c, {
      page: 1,
      entries: 5,
      search: 'vault',
      include: [],
      badge_type: undefined,
    })
    expect(page.count).toBeGreaterThan(0)
    expect(page.data.every((w) => w.name.toLowerCase().includes('vault'))).toBe(true)
    const blob = await getImage(c, 'wallet', page.data[0]!.image_id!)
    expect(blob.type).toBe('image/svg+xml')
    expect(imageUrl(c, 'token', 'ETH')).toContain('projectId=portico-dev')
  })
})

describe('blockchain calls', () => {
  test('register a name with a real signature, then resolve it by name, address and identity', async () => {
    const { c } = client()
    const account = privateKeyToAccount(DEV_KEY)
    const message = JSON.stringify({ name: 'client-test', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    expect(await getIdentity(c, { address: account.address })).toEqual({ name: null, avatar: null })
    const record = await registerName(c, {
      coinType: 60,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    })
    expect(record.name).toBe('client-test.portico.id')
    expect((await lookupName(c, { name: 'client-test.portico.id' }))?.addresses['60']?.address).toBe(account.address)
    expect((await reverseLookupName(c, { address: account.address })).map((r) => r.name)).toEqual([
      'client-test.portico.id',
    ])
    // Registration drops the cached empty identity, so the new name shows at once.
    expect((await getIdentity(c, { address: account.address })).name).toBe('client-test.portico.id')
    expect(await lookupName(c, { name: 'never-registered' })).toBeNull()
    const suggestions = await getNameSuggestions(c, { name: 'client-test' })
    expect(suggestions[0]).toEqual({ name: 'client-test.portico.id', registered: true })
  })

  test('identity is cached 5 minutes by the injected clock', async () => {
    const { c, calls, advance } = client()
    const address = '0x0000000000000000000000000000000000000abc'
    await getIdentity(c, { address })
    await getIdentity(c, { address })
    expect(calls.filter((p) => p.startsWith('/v1/identity'))).toHaveLength(1)
    advance(5 * 60_000)
    await getIdentity(c, { address })
    expect(calls.filter((p) => p.startsWith('/v1/identity'))).toHaveLength(2)
  })

  test('with an unsupported active network calls are skipped and answer empty', async () => {
    const { c, calls } = client({ getActiveCaipNetworkId: () => 'eip155:1' })
    expect(await getIdentity(c, { address: '0x0000000000000000000000000000000000000001' })).toEqual({
      name: null,
      avatar: null,
    })
    expect(await getHistory(c, { account: '0x0000000000000000000000000000000000000001' })).toEqual({
      data: [],
      next: null,
    })
    expect(calls).toEqual(['/v1/supported-chains'])
    const supported = client({ getActiveCaipNetworkId: () => 'eip155:31337' })
    await getIdentity(supported.c, { address: '0x0000000000000000000000000000000000000001' })
    expect(supported.calls).toEqual(['/v1/supported-chains', '/v1/identity/0x0000000000000000000000000000000000000001'])
  })

  test('on an unsupported network the name, on-ramp and session calls are skipped too; only a revoke goes out', async () => {
    const { c, calls } = client({ getActiveCaipNetworkId: () => 'eip155:1' })
    const account = privateKeyToAccount(DEV_KEY)
    const message = JSON.stringify({ name: 'never-sent', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const register = registerName(c, {
      coinType: 60,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    })
    await expect(register).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    expect(
      await generateOnRampUrl(c, {
        destinationWallets: [{ address: account.address, blockchains: ['ethereum'] }],
        partnerUserId: 'user',
      }),
    ).toBe('')
    expect(await getOnRampOptions(c)).toEqual({ purchaseCurrencies: [], paymentCurrencies: [] })
    expect(await getOnRampQuote(c, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 100 })).toBeNull()
    expect(await getSmartSession(c, { id: '0xc0ffee02' })).toBeNull()
    expect(await lookupName(c, { name: 'client-test.portico.id' })).toBeNull()
    expect(await reverseLookupName(c, { address: account.address })).toEqual([])
    expect(await getNameSuggestions(c, { name: 'client-test' })).toEqual([])
    expect(calls).toEqual(['/v1/supported-chains'])
    // The revoke is sent whatever the network (see revokeSmartSession): the service answers, here with a 404.
    await expect(revokeSmartSession(c, { id: '0xc0ffee02', pci: '0xc0ffee02', signature: '0x1234' })).rejects.toThrow(
      /^HTTP status code: 4\d\d$/,
    )
    expect(calls).toEqual(['/v1/supported-chains', '/v1/sessions/0xc0ffee02/revoke'])
  })

  test('a failed native balance shows 0.00 ETH', async () => {
    const { c } = client()
    const balance = await getNativeBalance(c, {
      address: '0x0000000000000000000000000000000000000001',
      chainId: DOWN,
    })
    expect(balance).toEqual({ balance: '0.00', symbol: 'ETH' })
  })

  test("token balance: 'Token Balance Unavailable', then no request until 30 s have passed", async () => {
    const { c, calls, advance } = client()
    const args = { address: '0x0000000000000000000000000000000000000001', chainId: DOWN }
    const first = await getTokenBalance(c, args).catch((e: unknown) => e)
    expect(isPorticoError(first, 'TOKEN_BALANCE_UNAVAILABLE') && first.message).toBe('Token Balance Unavailable')
    const count = calls.length
    await expect(getTokenBalance(c, args)).rejects.toThrow('Token Balance Unavailable')
    expect(calls.length).toBe(count)
    advance(30_000)
    await expect(getTokenBalance(c, args)).rejects.toThrow('Token Balance Unavailable')
    expect(calls.length).toBe(count + 1)
  })

  test('swaps: tokens, a quote, the allowance and both transactions, read through the schemas', async () => {
    const { c } = client()
    const user = DEV_HOLDERS[2] as string
    const native = `${LIVE}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
    const pusd = `${LIVE}:${DEV_CONTRACTS.token}`
    expect((await getSwapTokens(c, { chainId: LIVE })).map((t) => t.symbol)).toEqual(['ETH', 'PUSD', 'PEUR'])
    const { quotes } = await getSwapQuote(c, {
      amount: '1000000',
      userAddress: user,
      from: pusd,
      to: native,
      gasPrice: '1',
    })
    expect(quotes[0]).toMatchObject({ fromAmount: '1000000', path: [pusd, native], fee: '0.30' })
    expect(await getSwapAllowance(c, { tokenAddress: pusd, userAddress: user })).toEqual({ allowance: '0' })
    const approve = await generateApproveCalldata(c, { userAddress: user, from: pusd, to: native })
    expect(approve?.tx.to).toBe(DEV_CONTRACTS.token)
    const amount = String(10n ** 15n)
    const swap = await generateSwapCalldata(c, { amount, from: native, to: pusd, userAddress: user })
    expect(swap).toMatchObject({ tx: { to: DEV_SWAP.router, value: amount }, slippage: '1' })
    // An exact output: 1 PUSD bought; the native coin sent is the maximum sold (the router refunds the rest).
    const exact = await getSwapQuote(c, {
      amount: '1000000',
      userAddress: user,
      from: native,
      to: pusd,
      gasPrice: '1',
      kind: 'exactOut',
    })
    expect(exact.quotes[0]).toMatchObject({ toAmount: '1000000', kind: 'exactOut' })
    const bought = await generateSwapCalldata(c, {
      amount: '1000000',
      from: native,
      to: pusd,
      userAddress: user,
      kind: 'exactOut',
    })
    expect(BigInt(bought?.maximumFromAmount ?? 0)).toBeGreaterThan(BigInt(exact.quotes[0]?.fromAmount ?? 0))
    expect(bought?.tx.value).toBe(bought?.maximumFromAmount)
  })

  test("a chain without an exchange: the catalogue's 'Network not supported for Swaps'", async () => {
    const { c } = client()
    const failure = await getSwapTokens(c, { chainId: DOWN }).catch((e: unknown) => e)
    expect(isPorticoError(failure, 'SWAPS_NETWORK_UNSUPPORTED') && failure.message).toBe(
      'Network not supported for Swaps',
    )
  })

  test('on-ramp failures fall back to the default options and a mock quote', async () => {
    const { c } = client()
    const options = await getOnRampOptions(c)
    expect(options).toEqual(DEFAULT_ONRAMP_OPTIONS)
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    const quote = await getOnRampQuote(c, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: 100 })
    expect(quote).toMatchObject({ quoteId: 'mocked-quote-id', paymentTotal: { amount: '100.00', currency: 'USD' } })
  })

  test('an aborted request rejects with Request was aborted', async () => {
    const { c } = client()
    const controller = new AbortController()
    controller.abort()
    await expect(getSupportedChains(c, { signal: controller.signal })).rejects.toMatchObject({
      code: 'REQUEST_ABORTED',
      message: 'Request was aborted',
    })
  })

  test('fetching transactions needs an account', async () => {
    await expect(getHistory(client().c, { account: '' })).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
  })
})

const page = { url: 'http://localhost:5173/app', domain: 'localhost' }

test('analytics: the §7 body is stored with the SDK parameters, errors capped at 5 a minute', async () => {
  const { c, advance } = client()
  const sent = []
  for (let i = 0; i < 7; i++) sent.push(await reportError(c, new Error(`boom ${i}`), { page }))
  expect(sent).toEqual([true, true, true, true, true, false, false])
  advance(60_000)
  expect(await reportError(c, new Error('boom later'), { page })).toBe(true)
  const stored = await api.context.store.analytics.listByProject(DEV_PROJECT_ID, 100)
  const messages = stored.map((e) => (e.props as { errorMessage?: string }).errorMessage)
  expect(messages.filter((m) => m?.startsWith('boom'))).toHaveLength(6)
  expect(stored[0]).toMatchObject({
    sdkType: 'portico',
    sdkVersion: 'html-test-1.0.0',
    url: 'http://localhost:5173/app',
    domain: 'localhost',
    props: { type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'Error', errorMessage: 'boom later' },
  })
})

describe('smart sessions and gas price', () => {
  test('a registered session is read and revoked through the client with the owner signature', async () => {
    const owner = privateKeyToAccount(DEV_KEY)
    const pci = '0xc0ffee01'
    const expiry = Math.floor(Date.now() / 1000) + 600
    const chainId = 'eip155:8453'
    const registered = await fetch(`${api.url}/v1/sessions?projectId=${DEV_PROJECT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pci,
        address: owner.address,
        chainId,
        expiry,
        signature: await owner.signMessage({ message: registerSessionMessage({ pci, chainId, expiry }) }),
      }),
    })
    expect(registered.status).toBe(201)
    const { c } = client()
    expect(await getSmartSession(c, { id: pci })).toMatchObject({ pci, expiry, revoked: false })
    // AppKit's form: the account's CAIP-10 id lists its sessions (the `:` travel encoded in the path).
    const caipAddress = `${chainId}:${owner.address}`
    expect(await listSmartSessions(c, { caipAddress })).toEqual([expect.objectContaining({ pci, revoked: false })])
    const forged = revokeSmartSession(c, { id: pci, pci, signature: '0x1234' })
    await expect(forged).rejects.toThrow('HTTP status code: 401')
    const signature = await owner.signMessage({ message: revokeSessionMessage(pci) })
    expect(await revokeSmartSession(c, { id: pci, pci, signature })).toEqual({ ok: true })
    expect(await getSmartSession(c, { id: pci })).toMatchObject({ revoked: true })
    expect(await listSmartSessions(c, { caipAddress })).toEqual([expect.objectContaining({ pci, revoked: true })])
  })

  test('gas price of a served chain whose RPC is down is an HTTP error, not a made-up price', async () => {
    const { c } = client()
    await expect(getGasPrice(c, { chainId: DOWN })).rejects.toThrow('HTTP status code: 502')
  })
})

describe('success paths and §9 caches on the live chain', () => {
  const funder = privateKeyToAccount(DEV_KEY)
  const wallet = createWalletClient({ account: funder, transport: http(anvil.url) })
  const chain = createPublicClient({ transport: http(anvil.url) })
  /** Sends real ETH on anvil and waits for the receipt. */
  async function fund(to: `0x${string}`, eth: string) {
    const hash = await wallet.sendTransaction({ to, value: parseEther(eth), chain: null })
    await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    return hash
  }
  const balanceCalls = (calls: string[]) => calls.filter((p) => p.endsWith('/balance')).length

  test('balance (ETH and the deployed PUSD), history, price and gas price come back through the client', async () => {
    const { c } = client()
    const holder = DEV_HOLDERS[1] as `0x${string}`
    const { balances } = await getBalance(c, { address: holder, chainId: LIVE })
    expect(balances.map((b) => b.symbol).sort()).toEqual(['ETH', 'PUSD'])
    expect(balances.find((b) => b.symbol === 'PUSD')).toMatchObject({
      address: `${LIVE}:${DEV_TOKEN.address}`,
      quantity: { numeric: '10000' },
      price: 1,
    })
    const to = '0x00000000000000000000000000000000000c11e1'
    const hash = await fund(to, '0.25')
    const history = await getHistory(c, { account: to, chainId: LIVE })
    expect(history.data.map((d) => d.metadata.hash)).toEqual([hash])
    expect(history.data[0]?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.25' } })
    const prices = await getTokenPrice(c, { addresses: [`${LIVE}:${DEV_TOKEN.address}`] })
    expect(prices.fungibles).toEqual([expect.objectContaining({ symbol: 'PUSD', price: 1 })])
    const gas = await getGasPrice(c, { chainId: LIVE })
    for (const tier of [gas.standard, gas.fast, gas.instant]) expect(BigInt(tier)).toBeGreaterThan(0n)
  }, 60_000)

  test('portfolio: cached 30 s by the client clock; forceUpdate goes to the service and refreshes', async () => {
    const { c, calls, advance } = client()
    const address = '0x00000000000000000000000000000000000c11e2'
    const eth = async (forceUpdate?: string) =>
      (await getBalance(c, { address, chainId: LIVE, forceUpdate })).balances.find((b) => b.symbol === 'ETH')?.quantity
        .numeric
    expect(await eth()).toBe('0')
    await fund(address, '1')
    expect(await eth()).toBe('0')
    expect(balanceCalls(calls)).toBe(1)
    advance(29_999)
    await eth()
    expect(balanceCalls(calls)).toBe(1)
    expect(await eth('1')).toBe('1')
    expect(balanceCalls(calls)).toBe(2)
    // The forced answer is cached in turn: 30 s from now, not from the first load.
    advance(29_999)
    await eth()
    expect(balanceCalls(calls)).toBe(2)
    advance(1)
    await eth()
    expect(balanceCalls(calls)).toBe(3)
  }, 60_000)

  test('native balance: cached 30 s, then asked again', async () => {
    const { c, calls, advance } = client()
    const address = '0x00000000000000000000000000000000000c11e3'
    await fund(address, '2')
    expect(await getNativeBalance(c, { address, chainId: LIVE })).toEqual({ balance: '2', symbol: 'ETH' })
    expect(await getNativeBalance(c, { address, chainId: LIVE })).toEqual({ balance: '2', symbol: 'ETH' })
    expect(balanceCalls(calls)).toBe(1)
    advance(29_999)
    await getNativeBalance(c, { address, chainId: LIVE })
    expect(balanceCalls(calls)).toBe(1)
    advance(1)
    expect(await getNativeBalance(c, { address, chainId: LIVE })).toEqual({ balance: '2', symbol: 'ETH' })
    expect(balanceCalls(calls)).toBe(2)
  }, 60_000)

  test('name and reverse look-ups: cached 5 minutes by the client clock', async () => {
    const { c, calls, advance } = client()
    const account = privateKeyToAccount(SECOND_KEY)
    const message = JSON.stringify({ name: 'cache-test', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    await registerName(c, {
      coinType: 60,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    })
    const count = (prefix: string) => calls.filter((p) => p.startsWith(prefix)).length
    const both = async () => {
      expect((await lookupName(c, { name: 'cache-test.portico.id' }))?.name).toBe('cache-test.portico.id')
      expect((await reverseLookupName(c, { address: account.address })).map((r) => r.name)).toEqual([
        'cache-test.portico.id',
      ])
    }
    await both()
    await both()
    expect([count('/v1/profile/account/'), count('/v1/profile/reverse/')]).toEqual([1, 1])
    advance(5 * 60_000 - 1)
    await both()
    expect([count('/v1/profile/account/'), count('/v1/profile/reverse/')]).toEqual([1, 1])
    advance(1)
    await both()
    expect([count('/v1/profile/account/'), count('/v1/profile/reverse/')]).toEqual([2, 2])
  }, 60_000)
})
