import { isPorticoError, PorticoError, withRpcUrl } from '@portico/common'
import { localEvm } from '@portico/common/networks'
import type { AdapterEvents } from '@portico/core'
import { DEV_ACCOUNTS, EvmTestWallet, rpc } from '@portico/testing'
import { getChainId, getConnection, getConnections, reconnect as wagmiReconnect } from '@wagmi/core'
import { type Address, createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWagmiAdapter } from '../src'
import { announceWallet } from './browser-window'
import { memoryWagmiStorage } from './memory-storage'
import { twoChainPage } from './two-chains'

const RDNS = 'org.portico.test-wallet'
const INFO = { uuid: '6f1c0a52-1d0e-4c53-9a1e-1b0d6f4f2a01', name: 'Portico Test Wallet', icon: 'data:,', rdns: RDNS }
const ns = 'eip155' as const

const env = twoChainPage()
const { cleanups, networks } = env

/** A wallet that knows only chain A (so switching to B goes through 4902 → add), announced and on window.ethereum. */
function setup(options: { key?: Hex; storage?: ReturnType<typeof memoryWagmiStorage>; wallet?: EvmTestWallet } = {}) {
  const wallet =
    options.wallet ??
    new EvmTestWallet({
      privateKeys: [options.key ?? DEV_ACCOUNTS[0]!.privateKey, DEV_ACCOUNTS[1]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: env.chainA.url }],
    })
  env.page.window.ethereum = wallet
  cleanups.push(announceWallet(env.page.window, INFO, wallet))
  let t = 0
  const clock = { advance: (ms: number) => (t += ms) }
  const adapter = createWagmiAdapter({
    networks: networks(),
    storage: (options.storage ?? memoryWagmiStorage()).storage,
    now: () => t,
  })
  cleanups.push(() => adapter.destroy())
  const events: { name: keyof AdapterEvents; payload: unknown }[] = []
  for (const name of ['accountsChanged', 'chainChanged', 'connectionsChanged', 'disconnect'] as const) {
    adapter.on(name, (payload) => events.push({ name, payload }))
  }
  return { wallet, adapter, events, clock }
}

async function rejection(promise: Promise<unknown>): Promise<PorticoError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof PorticoError)) throw new Error(`expected a PorticoError, got ${String(error)}`)
  return error
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('connect through an EIP-6963 announced wallet', () => {
  it('lists the announced wallet once (the injected duplicate is dropped) and connects with its real accounts', async () => {
    const { wallet, adapter, events } = setup()
    const connectors = await adapter.syncConnectors({ namespace: ns })
    expect(connectors.filter((c) => c.provider === wallet).map((c) => [c.id, c.type, c.name, c.info?.rdns])).toEqual([
      [RDNS, 'announced', INFO.name, RDNS],
    ])

    const connection = await adapter.connect({ namespace: ns, connectorId: RDNS })
    expect(connection).toEqual({
      connectorId: RDNS,
      caipNetworkId: 'eip155:31337',
      accounts: wallet.accounts.map((a) => ({ address: a.address, type: 'eoa' })),
    })
    // wagmi's own view agrees: one source of truth.
    const wagmi = getConnection(adapter.wagmiConfig)
    expect(wagmi.status).toBe('connected')
    expect(wagmi.address).toBe(wallet.address)
    expect(await adapter.getAccounts({ namespace: ns, connectorId: RDNS })).toEqual(connection.accounts)
    expect(events.map((e) => e.name)).toContain('connectionsChanged')
  })

  it('signs with personal_sign; the signature verifies with viem', async () => {
    const { wallet, adapter } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    const signature = await adapter.signMessage({ namespace: ns, message: 'hello portico', address: wallet.address })
    expect(wallet.requests.map((r) => r.method)).toContain('personal_sign')
    expect(
      await verifyMessage({ address: wallet.address, message: 'hello portico', signature: signature as Hex }),
    ).toBe(true)
    expect(
      await verifyMessage({ address: DEV_ACCOUNTS[2]!.address, message: 'hello portico', signature: signature as Hex }),
    ).toBe(false)
  })
})

describe('connectors', () => {
  it('lists two announced wallets, uses the chosen one, and reports a wallet announced later', async () => {
    const { wallet, adapter } = setup()
    // Start-up has finished (core.initialize syncs connectors first; wagmi adds late announcements only once its
    // store has hydrated from storage, a tick after creation); the second wallet announces itself afterwards.
    expect((await adapter.syncConnectors({ namespace: ns })).map((c) => c.id)).not.toContain('org.portico.second')
    await new Promise((r) => setTimeout(r, 10))
    const second = new EvmTestWallet({
      privateKeys: [DEV_ACCOUNTS[9]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: env.chainA.url }],
    })
    const info2 = {
      ...INFO,
      uuid: '2b7a4c11-5e0f-4f9a-b3d2-8c1e0f9a7b02',
      name: 'Second Wallet',
      rdns: 'org.portico.second',
    }
    cleanups.push(announceWallet(env.page.window, info2, second))
    const changed: AdapterEvents['connectorsChanged'][] = []
    adapter.on('connectorsChanged', (payload) => changed.push(payload))
    await waitFor(() => changed.some((c) => c.connectors.some((x) => x.id === info2.rdns)))
    const listed = await adapter.syncConnectors({ namespace: ns })
    expect(listed.filter((c) => c.type === 'announced').map((c) => c.id)).toEqual([RDNS, info2.rdns])

    const connection = await adapter.connect({ namespace: ns, connectorId: info2.rdns })
    expect(connection.accounts[0]?.address).toBe(DEV_ACCOUNTS[9]!.address)
    expect(second.requests.map((r) => r.method)).toContain('eth_requestAccounts')
    expect(wallet.requests.map((r) => r.method)).not.toContain('eth_requestAccounts')
  })

  it('an unknown connector id is a typed error', async () => {
    const { adapter } = setup()
    const error = await rejection(adapter.connect({ namespace: ns, connectorId: 'nope' }))
    expect(error.code).toBe('CONNECTOR_UNDEFINED')
  })
})

describe('transports', () => {
  it('falls back from a dead RPC URL to the next one', async () => {
    const { adapter } = setup()
    const dead = 'http://127.0.0.1:9/'
    const network = withRpcUrl(localEvm, dead, env.chainA.url)
    const fallbackAdapter = createWagmiAdapter({ networks: [network], storage: null })
    cleanups.push(() => fallbackAdapter.destroy())
    const who = DEV_ACCOUNTS[0]!.address
    const balance = await fallbackAdapter.getBalance({ namespace: ns, address: who, caipNetwork: network })
    expect(balance.balance).not.toBe('0.00')
    expect(balance).toEqual(await adapter.getBalance({ namespace: ns, address: who, caipNetwork: networks()[0]! }))
  })
})

describe('switch network', () => {
  it('31337 → 31338 adds the chain on 4902 with the §7 parameters, then switches; and back', async () => {
    const { wallet, adapter, events } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    await adapter.switchNetwork({ namespace: ns, caipNetwork: networks()[1]! })

    const methods = wallet.requests.map((r) => r.method)
    const switchAt = methods.indexOf('wallet_switchEthereumChain')
    const addAt = methods.indexOf('wallet_addEthereumChain')
    expect(switchAt).toBeGreaterThanOrEqual(0)
    expect(addAt).toBeGreaterThan(switchAt)
    expect((wallet.requests[addAt]!.params as unknown[])[0]).toMatchObject({
      chainId: '0x7a6a',
      chainName: 'Portico Local 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [env.chainB.url],
    })
    expect(wallet.currentChainId).toBe(31338)
    expect(getChainId(adapter.wagmiConfig)).toBe(31338)
    await waitFor(() => events.some((e) => e.name === 'chainChanged'))
    expect(events.find((e) => e.name === 'chainChanged')?.payload).toEqual({
      namespace: ns,
      connectorId: RDNS,
      caipNetworkId: 'eip155:31338',
    })

    const before = wallet.requests.length
    await adapter.switchNetwork({ namespace: ns, caipNetwork: networks()[0]! })
    expect(wallet.requests.slice(before).map((r) => r.method)).not.toContain('wallet_addEthereumChain')
    expect(wallet.currentChainId).toBe(31337)
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31337)
  })

  it("without a connection only wagmi's chain changes; no wallet is asked", async () => {
    const { wallet, adapter } = setup()
    await adapter.switchNetwork({ namespace: ns, caipNetwork: networks()[1]! })
    expect(getChainId(adapter.wagmiConfig)).toBe(31338)
    expect(wallet.requests).toEqual([])
  })

  it('a network the app did not configure is refused before the wallet is asked', async () => {
    const { wallet, adapter } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    const other = { ...networks()[1]!, id: 999, caipNetworkId: 'eip155:999' as const }
    const error = await rejection(adapter.switchNetwork({ namespace: ns, caipNetwork: other }))
    expect(error.code).toBe('CHAIN_NOT_SUPPORTED')
    expect(wallet.requests.map((r) => r.method)).not.toContain('wallet_switchEthereumChain')
  })
})

describe('the wallet refuses or misbehaves', () => {
  it('rejecting the connection (4001) gives the catalogue error and leaves wagmi and core state untouched', async () => {
    const { wallet, adapter, events } = setup()
    wallet.setBehaviour('eth_requestAccounts', 'reject')
    const error = await rejection(adapter.connect({ namespace: ns, connectorId: RDNS }))
    expect(error.code).toBe('USER_REJECTED')
    expect(error.message).toBe('User rejected the request')
    expect(error.rpcCode).toBe(4001)
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
    expect(getConnections(adapter.wagmiConfig)).toEqual([])
    expect(events).toEqual([])
  })

  it('rejecting a signature or a switch (4001) keeps the connection and chain as they were', async () => {
    const { wallet, adapter } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    wallet.setBehaviour('personal_sign', 'reject').setBehaviour('wallet_switchEthereumChain', 'reject')
    const sign = await rejection(adapter.signMessage({ namespace: ns, message: 'm', address: wallet.address }))
    expect([sign.code, sign.message]).toEqual(['USER_REJECTED', 'User rejected the request'])
    const sw = await rejection(adapter.switchNetwork({ namespace: ns, caipNetwork: networks()[1]! }))
    expect(sw.code).toBe('USER_REJECTED')
    expect(getConnection(adapter.wagmiConfig)).toMatchObject({ status: 'connected', chainId: 31337 })
    expect(wallet.currentChainId).toBe(31337)
  })

  it('a garbage answer to eth_requestAccounts is a clear error, not a half-connected state', async () => {
    const { wallet, adapter, events } = setup()
    wallet.setBehaviour('eth_requestAccounts', 'garbage')
    const error = await rejection(adapter.connect({ namespace: ns, connectorId: RDNS }))
    expect([error.code, error.message]).toEqual(['FAILED_TO_CONNECT', 'Failed to connect'])
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
    expect(await adapter.getAccounts({ namespace: ns, connectorId: RDNS })).toEqual([])
    expect(events).toEqual([])
  })

  it('a prompt the user closes after a while (hang, then 4001) leaves nothing half-connected', async () => {
    const { wallet, adapter } = setup()
    wallet.setBehaviour('eth_requestAccounts', 'hang')
    const pending = rejection(adapter.connect({ namespace: ns, connectorId: RDNS }))
    await waitFor(() => wallet.requests.some((r) => r.method === 'eth_requestAccounts'))
    expect(getConnection(adapter.wagmiConfig).status).toBe('connecting')
    wallet.releaseHanging()
    expect((await pending).code).toBe('USER_REJECTED')
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })

  it('a garbage answer to wallet_switchEthereumChain is a clear error at once, chain unchanged', async () => {
    const { wallet, adapter } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    wallet.setBehaviour('wallet_switchEthereumChain', 'garbage')
    const started = Date.now()
    const error = await rejection(adapter.switchNetwork({ namespace: ns, caipNetwork: networks()[1]! }))
    expect(Date.now() - started).toBeLessThan(1000)
    expect([error.code, error.message]).toEqual(['CHAIN_NOT_SUPPORTED', 'Chain is not supported'])
    expect(getConnection(adapter.wagmiConfig)).toMatchObject({ status: 'connected', chainId: 31337 })
  })

  it('a rejected add-chain (4001 after 4902) is a rejection and the wallet stays where it was', async () => {
    const { wallet, adapter } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    wallet.setBehaviour('wallet_addEthereumChain', 'reject')
    const error = await rejection(adapter.switchNetwork({ namespace: ns, caipNetwork: networks()[1]! }))
    expect(error.code).toBe('USER_REJECTED')
    expect(wallet.currentChainId).toBe(31337)
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31337)
  })

  it('a garbage signature is not handed to the app', async () => {
    const { wallet, adapter } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    wallet.setBehaviour('personal_sign', 'garbage')
    const error = await rejection(adapter.signMessage({ namespace: ns, message: 'm', address: wallet.address }))
    expect([error.code, error.message]).toEqual([
      'SIGN_MESSAGE_FAILED',
      'WagmiAdapter:signMessage - Sign message failed',
    ])
  })
})

describe('wallet events and disconnect', () => {
  it('mirrors accountsChanged from the wallet, and a revoke as disconnect', async () => {
    const { wallet, adapter, events } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    events.length = 0
    wallet.selectAccount(1)
    await waitFor(() => events.some((e) => e.name === 'accountsChanged'))
    const changed = events.find((e) => e.name === 'accountsChanged')?.payload as AdapterEvents['accountsChanged']
    expect(changed.accounts[0]?.address).toBe(DEV_ACCOUNTS[1]!.address)
    expect(getConnection(adapter.wagmiConfig).address).toBe(DEV_ACCOUNTS[1]!.address)

    wallet.revoke()
    await waitFor(() => events.some((e) => e.name === 'disconnect'))
    expect(events.find((e) => e.name === 'disconnect')?.payload).toEqual({ namespace: ns, connectorId: RDNS })
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
  })

  it('disconnect clears wagmi state and emits disconnect', async () => {
    const { adapter, events } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    await adapter.disconnect({ namespace: ns })
    expect(getConnections(adapter.wagmiConfig)).toEqual([])
    expect(await adapter.getAccounts({ namespace: ns, connectorId: RDNS })).toEqual([])
    expect(events.at(-1)?.name).toBe('connectionsChanged')
    expect(events.map((e) => e.name)).toContain('disconnect')
  })

  it('disconnect({ connectorId }) ends only that one of two live connections; the other stays current', async () => {
    const second = new EvmTestWallet({
      privateKeys: [DEV_ACCOUNTS[9]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: env.chainA.url }],
    })
    const SECOND = 'org.portico.second-live'
    const info2 = { ...INFO, uuid: '9c0e7d2a-4b1f-4e6a-8d3c-5a2b1c0d9e04', name: 'Second Live', rdns: SECOND }
    cleanups.push(announceWallet(env.page.window, info2, second))
    const { wallet, adapter, events } = setup()
    await waitFor(() => adapter.wagmiConfig.connectors.some((c) => c.id === SECOND))
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    await adapter.connect({ namespace: ns, connectorId: SECOND })
    expect(getConnections(adapter.wagmiConfig).map((c) => c.connector.id)).toEqual([RDNS, SECOND])
    expect(getConnection(adapter.wagmiConfig).address).toBe(DEV_ACCOUNTS[9]!.address)
    events.length = 0

    await adapter.disconnect({ namespace: ns, connectorId: SECOND })
    // wagmi keeps the first connection and makes it current again; the adapter reports only the one that ended.
    expect(getConnections(adapter.wagmiConfig).map((c) => c.connector.id)).toEqual([RDNS])
    expect(getConnection(adapter.wagmiConfig)).toMatchObject({ status: 'connected', address: wallet.address })
    expect(await adapter.getAccounts({ namespace: ns, connectorId: SECOND })).toEqual([])
    expect((await adapter.getAccounts({ namespace: ns, connectorId: RDNS }))[0]?.address).toBe(wallet.address)
    expect(events.filter((e) => e.name === 'disconnect').map((e) => e.payload)).toEqual([
      { namespace: ns, connectorId: SECOND },
    ])
    const last = events.filter((e) => e.name === 'connectionsChanged').at(-1)?.payload
    expect((last as AdapterEvents['connectionsChanged']).connections.map((c) => c.connectorId)).toEqual([RDNS])

    // The connection left alive still works: it signs with the first wallet's key.
    const signature = await adapter.signMessage({ namespace: ns, message: 'still here', address: wallet.address })
    expect(await verifyMessage({ address: wallet.address, message: 'still here', signature: signature as Hex })).toBe(
      true,
    )
    // A connector id with no live connection is a no-op, not an error, and ends nothing else.
    await adapter.disconnect({ namespace: ns, connectorId: SECOND })
    expect(getConnections(adapter.wagmiConfig).map((c) => c.connector.id)).toEqual([RDNS])
  })

  it('reconnects after a "reload" (new config, same storage, same wallet) without asking the wallet', async () => {
    const storage = memoryWagmiStorage()
    const first = setup({ storage })
    await first.adapter.connect({ namespace: ns, connectorId: RDNS })
    first.adapter.destroy()

    const second = setup({ storage, wallet: first.wallet })
    // wagmi loads its stored connections before reconnect checks them; they are not mirrored as connected.
    await new Promise((r) => setTimeout(r, 20))
    expect(second.adapter.wagmiConfig.state.connections.size).toBe(1)
    expect(second.events).toEqual([])
    expect(await second.adapter.getAccounts({ namespace: ns, connectorId: RDNS })).toEqual([])
    const before = first.wallet.requests.length
    const restored = await second.adapter.reconnect({ namespace: ns, connectorId: RDNS })
    expect(restored).toMatchObject({ connectorId: RDNS, caipNetworkId: 'eip155:31337' })
    expect(restored?.accounts[0]?.address).toBe(first.wallet.address)
    const asked = first.wallet.requests.slice(before).map((r) => r.method)
    expect(asked).not.toContain('eth_requestAccounts')
    expect(getConnection(second.adapter.wagmiConfig).status).toBe('connected')

    // The app's own wagmi reconnecting on mount at the same moment (wagmi runs one reconnect at a time).
    second.adapter.destroy()
    const fourth = setup({ storage, wallet: first.wallet })
    const [appSide, ours] = await Promise.all([
      wagmiReconnect(fourth.adapter.wagmiConfig),
      fourth.adapter.reconnect({ namespace: ns, connectorId: RDNS }),
    ])
    expect(appSide.map((c) => c.connector.id)).toEqual([RDNS])
    expect(ours?.accounts[0]?.address).toBe(first.wallet.address)

    first.wallet.revoke()
    const third = setup({ storage, wallet: first.wallet })
    expect(await third.adapter.reconnect({ namespace: ns, connectorId: RDNS })).toBeUndefined()
  })
})

describe('balance and transactions', () => {
  it('reads the real native balance, cached for 30 s', async () => {
    const { adapter, clock } = setup()
    const who = DEV_ACCOUNTS[5]!.address
    const network = networks()[0]!
    await rpc(env.chainA.url, 'anvil_setBalance', [who, '0xde0b6b3a7640000']) // 1 ETH
    expect(await adapter.getBalance({ namespace: ns, address: who, caipNetwork: network })).toEqual({
      balance: '1',
      symbol: 'ETH',
    })
    await rpc(env.chainA.url, 'anvil_setBalance', [who, '0x1bc16d674ec80000']) // 2 ETH
    clock.advance(29_999)
    expect((await adapter.getBalance({ namespace: ns, address: who, caipNetwork: network })).balance).toBe('1')
    clock.advance(1)
    expect((await adapter.getBalance({ namespace: ns, address: who, caipNetwork: network })).balance).toBe('2')
  })

  it('an unreachable node is a typed error, not a cached zero', async () => {
    const network = withRpcUrl(localEvm, 'http://127.0.0.1:9/')
    const offline = createWagmiAdapter({ networks: [network], storage: null })
    cleanups.push(() => offline.destroy())
    const who = DEV_ACCOUNTS[0]!.address
    const error = await rejection(offline.getBalance({ namespace: ns, address: who, caipNetwork: network }))
    expect([error.code, error.message]).toEqual(['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'])
  }, 15_000)

  it('sends 0.01 ETH as a legacy transaction, waits for the receipt; both balances change on chain', async () => {
    const { wallet, adapter } = setup({ key: DEV_ACCOUNTS[3]!.privateKey })
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    const to = DEV_ACCOUNTS[4]!.address as Address
    const client = createPublicClient({ transport: http(env.chainA.url) })
    const [fromBefore, toBefore] = await Promise.all([
      client.getBalance({ address: wallet.address }),
      client.getBalance({ address: to }),
    ])
    const gas = await adapter.estimateGas?.({ namespace: ns, to, value: parseEther('0.01').toString() })
    expect(gas).toBe('21000')

    const gasPrice = 2_000_000_000n
    const result = (await adapter.sendTransaction?.({
      namespace: ns,
      to,
      value: parseEther('0.01').toString(),
      gas: '21000',
      gasPrice: gasPrice.toString(),
      data: '0x',
    })) as { hash: Hex; status: string }
    expect(result.status).toBe('success')
    const sent = wallet.requests.find((r) => r.method === 'eth_sendTransaction')
    expect((sent?.params as Record<string, string>[] | undefined)?.[0]).toMatchObject({
      gasPrice: '0x77359400',
      gas: '0x5208',
    })
    const tx = await client.getTransaction({ hash: result.hash })
    expect(tx.type).toBe('legacy')
    expect(await client.getBalance({ address: to })).toBe(toBefore + parseEther('0.01'))
    expect(await client.getBalance({ address: wallet.address })).toBe(
      fromBefore - parseEther('0.01') - 21000n * gasPrice,
    )
  })

  it('writes a contract: its storage changes on chain after the receipt', async () => {
    const { adapter } = setup({ key: DEV_ACCOUNTS[6]!.privateKey })
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    // Runtime code that stores its first argument (calldata word after the selector) in slot 0.
    const contract = '0x00000000000000000000000000000000000c0ffe' as const
    await rpc(env.chainA.url, 'anvil_setCode', [contract, '0x60043560005500'])
    const result = (await adapter.writeContract?.({
      namespace: ns,
      address: contract,
      abi: [
        {
          type: 'function',
          name: 'set',
          inputs: [{ name: 'v', type: 'uint256' }],
          outputs: [],
          stateMutability: 'nonpayable',
        },
      ],
      functionName: 'set',
      args: [42n],
    })) as { status: string }
    expect(result.status).toBe('success')
    const slot = await rpc<string>(env.chainA.url, 'eth_getStorageAt', [contract, '0x0', 'latest'])
    expect(BigInt(slot)).toBe(42n)
  })

  it('asks wallet_getCapabilities with the chain id in hex, and refuses an answer that is not capabilities', async () => {
    const { wallet, adapter } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    expect(await adapter.getCapabilities?.({ namespace: ns })).toEqual({})
    const asked = wallet.requests.find((r) => r.method === 'wallet_getCapabilities')
    expect(asked?.params).toEqual([wallet.address, ['0x7a69']])
    wallet.setBehaviour('wallet_getCapabilities', 'garbage')
    const error = await rejection(adapter.getCapabilities?.({ namespace: ns }) ?? Promise.resolve())
    expect([error.code, error.message]).toEqual([
      'WALLET_CAPABILITIES_PARSE_FAILED',
      'Error parsing wallet capabilities',
    ])
  })

  it('wallet_getAssets goes out with account and chain filter; a wallet without it or with garbage is an error', async () => {
    const { wallet, adapter } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    const missing = await rejection(adapter.walletGetAssets?.({ namespace: ns }) ?? Promise.resolve())
    expect(missing.code).toBe('RPC_METHOD_NOT_FOUND')
    expect(wallet.requests.find((r) => r.method === 'wallet_getAssets')?.params).toEqual([
      { account: wallet.address, chainFilter: ['0x7a69'] },
    ])
    wallet.setBehaviour('wallet_getAssets', 'garbage')
    const garbage = await rejection(adapter.walletGetAssets?.({ namespace: ns }) ?? Promise.resolve())
    expect(garbage.code).toBe('TOKEN_BALANCE_UNAVAILABLE')
  })

  it('sendCalls: a wallet without EIP-5792 is an error, or with fallback sends each call and reports success', async () => {
    const { wallet, adapter } = setup({ key: DEV_ACCOUNTS[7]!.privateKey })
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    const to = DEV_ACCOUNTS[8]!.address
    const client = createPublicClient({ transport: http(env.chainA.url) })
    const before = await client.getBalance({ address: to })
    const calls = [
      { to, value: '1000' },
      { to, value: '2000' },
    ]
    const refused = await rejection(adapter.sendCalls?.({ namespace: ns, calls }) ?? Promise.resolve())
    expect(refused.code).toBe('RPC_METHOD_NOT_FOUND')
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_sendCalls')
    expect(await client.getBalance({ address: to })).toBe(before)

    const result = (await adapter.sendCalls?.({ namespace: ns, calls, fallback: true })) as {
      status: string
      receipts: { status: string }[]
    }
    expect(result.status).toBe('success')
    expect(result.receipts.map((r) => r.status)).toEqual(['success', 'success'])
    expect(await client.getBalance({ address: to })).toBe(before + 3000n)
    // @ts-expect-error a JavaScript caller's malformed target is refused at run time
    const bad = await rejection(adapter.sendCalls?.({ namespace: ns, calls: [{ to: 'abc' }] }) ?? Promise.resolve())
    expect([bad.code, bad.message]).toEqual(['INVALID_CALL_TARGET', 'Call target must start with 0x'])
  })

  it('grantPermissions goes to the wallet; a wallet without it is a typed error', async () => {
    const { wallet, adapter } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    const request = { expiry: 1, permissions: [] }
    const error = await rejection(adapter.grantPermissions?.({ namespace: ns, request }) ?? Promise.resolve())
    expect(error.code).toBe('RPC_METHOD_NOT_FOUND')
    expect(wallet.requests.find((r) => r.method === 'wallet_grantPermissions')?.params).toEqual([request])
    const revoke = { permissionContext: '0x01' }
    expect((await rejection(adapter.revokePermissions({ namespace: ns, request: revoke }))).code).toBe(
      'RPC_METHOD_NOT_FOUND',
    )
    expect(wallet.requests.find((r) => r.method === 'wallet_revokePermissions')?.params).toEqual([revoke])
  })

  it('refuses malformed capability input with a typed error', async () => {
    const { adapter } = setup()
    await adapter.connect({ namespace: ns, connectorId: RDNS })
    const error = await rejection(
      // @ts-expect-error a JavaScript caller's malformed target is refused at run time
      adapter.sendTransaction?.({ namespace: ns, to: 'nope', value: '1' }) ?? Promise.resolve(),
    )
    expect(isPorticoError(error, 'INVALID_OPTIONS')).toBe(true)
  })
})
