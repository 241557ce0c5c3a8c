import { isPorticoError, isUserRejection } from '@portico/common'
import { solana } from '@portico/common/networks'
import { supports } from '@portico/core'
import {
  type RunningSolanaRpc,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_TOKEN,
  startSolanaRpc,
} from '@portico/testing/solana-rpc'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setup } from './setup'

const ALICE = SOLANA_DEV_ACCOUNTS[0]!.address
const BOB = SOLANA_DEV_ACCOUNTS[1]!.address
const ns = 'solana' as const

let rpc: RunningSolanaRpc
const cleanups: (() => void)[] = []
beforeAll(async () => {
  rpc = await startSolanaRpc({ accounts: 2 })
})
afterAll(() => rpc?.stop())
afterEach(() => {
  for (const fn of cleanups.splice(0)) fn()
})

function world(options: Parameters<typeof setup>[1] = {}) {
  const w = setup(rpc, options)
  cleanups.push(w.cleanup)
  return w
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(isPorticoError(error), `expected a PorticoError, got ${String(error)}`).toBe(true)
  return error as { code: string; message: string; rpcCode?: number }
}

describe('discovery', () => {
  it('lists Wallet Standard wallets as announced solana connectors and follows (un)registration', async () => {
    const { adapter, name, wallet } = world()
    const connectors = await adapter.syncConnectors({ namespace: ns })
    expect(connectors.find((c) => c.id === name)).toMatchObject({ type: 'announced', chain: 'solana', installed: true })
    const changes: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => changes.push(connectors.map((c) => c.id)))
    wallet.disappear()
    expect(changes.at(-1)).not.toContain(name)
  })
})

describe('connection lifecycle', () => {
  it('connects with eoa accounts on the requested network, disconnects, and a reload restores without a prompt', async () => {
    const { adapter, name, wallet, localnet, makeAdapter } = world()
    const connection = await adapter.connect({ namespace: ns, connectorId: name, caipNetwork: localnet })
    expect(connection).toEqual({
      connectorId: name,
      caipNetworkId: 'solana:localnet',
      accounts: [
        { address: ALICE, type: 'eoa', publicKey: ALICE },
        { address: BOB, type: 'eoa', publicKey: BOB },
      ],
    })
    expect(await adapter.getAccounts({ namespace: ns, connectorId: name })).toHaveLength(2)

    // reload: a new adapter over the same (still approved) wallet
    adapter.destroy()
    const prompts = wallet.requests.length
    const reloaded = makeAdapter()
    const restored = await reloaded.reconnect({ namespace: ns, connectorId: name, caipNetwork: localnet })
    expect(restored?.accounts[0]?.address).toBe(ALICE)
    expect(wallet.requests.slice(prompts).every((r) => r.method === 'connect')).toBe(true)

    const events: string[] = []
    reloaded.on('disconnect', ({ connectorId }) => events.push(connectorId))
    await reloaded.disconnect({ namespace: ns })
    expect(wallet.isAuthorized).toBe(false)
    expect(await reloaded.getAccounts({ namespace: ns, connectorId: name })).toEqual([])
    expect(events).toEqual([]) // our own disconnect is not reported back as news
    expect(await makeAdapter().reconnect({ namespace: ns, connectorId: name })).toBeUndefined()
  })

  it('a rejected connect is USER_REJECTED and leaves nothing connected; garbage accounts fail clearly', async () => {
    const { adapter, name, wallet } = world()
    wallet.setBehaviour('connect', 'reject')
    const rejected = await failure(adapter.connect({ namespace: ns, connectorId: name }))
    expect(rejected.code).toBe('USER_REJECTED')
    expect(isUserRejection(rejected)).toBe(true)
    expect(await adapter.getAccounts({ namespace: ns, connectorId: name })).toEqual([])

    wallet.setBehaviour('connect', 'garbage')
    const garbage = await failure(adapter.connect({ namespace: ns, connectorId: name }))
    expect(garbage.code).toBe('FAILED_TO_CONNECT')
    expect(await adapter.getAccounts({ namespace: ns, connectorId: name })).toEqual([])
    // The wallet approved the site but answered garbage: the site is disconnected again, so a retry prompts anew.
    expect(wallet.isAuthorized).toBe(false)

    wallet.resetBehaviours()
    const retried = await adapter.connect({ namespace: ns, connectorId: name })
    expect(retried.accounts[0]?.address).toBe(wallet.address)

    await expect(adapter.connect({ namespace: ns, connectorId: 'no such wallet' })).rejects.toMatchObject({
      code: 'CONNECTOR_UNDEFINED',
    })
    await expect(adapter.connect({ namespace: 'eip155', connectorId: name })).rejects.toMatchObject({
      code: 'UNSUPPORTED_NAMESPACE',
    })
  })

  it('reports the wallet switching account and the site being revoked inside the wallet', async () => {
    const { adapter, name, wallet } = world()
    await adapter.connect({ namespace: ns, connectorId: name })
    const accounts: string[][] = []
    const gone: string[] = []
    adapter.on('accountsChanged', (e) => accounts.push(e.accounts.map((a) => a.address)))
    adapter.on('disconnect', (e) => gone.push(e.connectorId))
    wallet.selectAccount(1)
    expect(accounts.at(-1)?.[0]).toBe(BOB)
    wallet.revoke()
    expect(gone).toEqual([name])
  })
})

describe('networks', () => {
  it('switches between the app networks the wallet supports and refuses the others', async () => {
    const { adapter, name, devnet } = world()
    await adapter.connect({ namespace: ns, connectorId: name })
    const changed: string[] = []
    adapter.on('chainChanged', (e) => changed.push(e.caipNetworkId))
    await adapter.switchNetwork({ namespace: ns, caipNetwork: devnet })
    expect(changed).toEqual([devnet.caipNetworkId])
    expect(adapter.caipNetwork.caipNetworkId).toBe(devnet.caipNetworkId)
    await expect(adapter.switchNetwork({ namespace: ns, caipNetwork: solana })).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    })
    expect(adapter.caipNetwork.caipNetworkId).toBe(devnet.caipNetworkId)
  })
})

describe('connection', () => {
  it("is the active network's web3.js Connection (AppKit's useAppKitConnection), one per endpoint", async () => {
    const { adapter, localnet } = world()
    expect(adapter.caipNetwork.caipNetworkId).toBe(localnet.caipNetworkId)
    expect(adapter.connection).toBeInstanceOf(Connection)
    expect(adapter.connection.rpcEndpoint).toBe(rpc.url)
    expect(adapter.connection).toBe(adapter.connection)
    expect(await adapter.connection.getBalance(new PublicKey(ALICE))).toBeGreaterThan(0)
  })
})

describe('signing', () => {
  it('signs a message that verifies with tweetnacl; rejection and garbage are typed errors', async () => {
    const { adapter, name, wallet } = world()
    await adapter.connect({ namespace: ns, connectorId: name })
    const message = 'Sign in to Portico\nnonce: 42'
    const signature = await adapter.signMessage({ namespace: ns, message, address: ALICE, connectorId: name })
    const bytes = new TextEncoder().encode(message)
    expect(nacl.sign.detached.verify(bytes, bs58.decode(signature), new PublicKey(ALICE).toBytes())).toBe(true)
    expect(wallet.requests.at(-1)?.message).toEqual(bytes)

    // another of the wallet's accounts signs through the Wallet Standard feature
    const other = await adapter.signMessage({ namespace: ns, message, address: BOB, connectorId: name })
    expect(nacl.sign.detached.verify(bytes, bs58.decode(other), new PublicKey(BOB).toBytes())).toBe(true)

    wallet.setBehaviour('signMessage', 'reject')
    const rejected = await failure(adapter.signMessage({ namespace: ns, message, address: ALICE, connectorId: name }))
    expect(rejected).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    wallet.setBehaviour('signMessage', 'garbage')
    const garbage = await failure(adapter.signMessage({ namespace: ns, message, address: ALICE, connectorId: name }))
    expect(garbage.code).toBe('SIGN_MESSAGE_FAILED')
    // still connected after both
    expect(await adapter.getAccounts({ namespace: ns, connectorId: name })).toHaveLength(2)
  })

  it('a wallet that disappears mid-signature gives a clear error and a disconnect', async () => {
    const { adapter, name, wallet } = world()
    await adapter.connect({ namespace: ns, connectorId: name })
    const gone: string[] = []
    adapter.on('disconnect', (e) => gone.push(e.connectorId))
    wallet.setBehaviour('signMessage', 'hang')
    const pending = failure(adapter.signMessage({ namespace: ns, message: 'hi', address: ALICE, connectorId: name }))
    await new Promise((r) => setTimeout(r, 10))
    wallet.disappear()
    const error = await pending
    expect(error.code).toBe('DISCONNECTED')
    expect(gone).toEqual([name])
    expect(await adapter.getAccounts({ namespace: ns, connectorId: name })).toEqual([])
    await expect(
      adapter.signMessage({ namespace: ns, message: 'hi', address: ALICE, connectorId: name }),
    ).rejects.toMatchObject({
      code: 'NO_CONNECTOR_FOR_CONNECTION',
    })
  })

  it('signs a transaction without sending it', async () => {
    const { adapter, name } = world()
    await adapter.connect({ namespace: ns, connectorId: name })
    const connection = new Connection(rpc.url, 'confirmed')
    const { SystemProgram, Transaction } = await import('@solana/web3.js')
    const tx = new Transaction({ feePayer: new PublicKey(ALICE), ...(await connection.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(ALICE), toPubkey: new PublicKey(BOB), lamports: 1 }),
    )
    const wire = Buffer.from(tx.serialize({ requireAllSignatures: false })).toString('base64')
    const signed = (await adapter.signTransaction?.({ namespace: ns, transaction: wire })) as string
    expect(Transaction.from(Buffer.from(signed, 'base64')).verifySignatures()).toBe(true)
  })
})

describe('balances and sending on the local service', () => {
  it('reads SOL and SPL balances', async () => {
    const { adapter, localnet } = world()
    const fresh = Keypair.generate().publicKey.toBase58()
    expect(await adapter.getBalance({ namespace: ns, address: fresh, caipNetwork: localnet })).toEqual({
      balance: '0',
      symbol: 'SOL',
    })
    const tokens = await adapter.getTokenBalances({ address: BOB, caipNetwork: localnet })
    const sol = await adapter.getBalance({ namespace: ns, address: BOB, caipNetwork: localnet })
    expect(tokens).toEqual([
      // SOL first, as the native coin (no token address), then the SPL tokens held.
      expect.objectContaining({
        symbol: 'SOL',
        chainId: 'solana:localnet',
        quantity: { decimals: '9', numeric: sol.balance },
      }),
      expect.objectContaining({
        chainId: 'solana:localnet',
        address: `solana:localnet:${SOLANA_DEV_TOKEN.mint}`,
        quantity: { decimals: '6', numeric: expect.stringMatching(/^\d+(\.\d+)?$/) },
      }),
    ])
    expect(tokens[0]?.address).toBeUndefined()
    expect(Number(sol.balance)).toBeGreaterThan(0)
  })

  it('getTokenBalances as a capability: supported, reached through core.request params, bad params refused', async () => {
    const { adapter, localnet } = world()
    expect(supports(adapter, 'getTokenBalances')).toBe(true)
    const tokens = (await adapter.getTokenBalances({ namespace: ns, address: BOB, caipNetwork: localnet })) as {
      symbol: string
    }[]
    expect(tokens.map((t) => t.symbol)).toEqual(['SOL', expect.any(String)])
    expect(
      (await failure(adapter.getTokenBalances({ namespace: ns, address: 'nope', caipNetwork: localnet }))).code,
    ).toBe('INVALID_ADDRESS')
    // @ts-expect-error a JavaScript caller without a network gets a typed error at run time
    expect((await failure(adapter.getTokenBalances({ namespace: ns, address: BOB }))).code).toBe('NETWORK_NOT_FOUND')
    expect(
      // @ts-expect-error a JavaScript caller's other namespace is refused at run time
      (await failure(adapter.getTokenBalances({ namespace: 'eip155', address: BOB, caipNetwork: localnet }))).code,
    ).toBe('UNSUPPORTED_NAMESPACE')
  })

  it('sends SOL and an SPL transfer (creating the recipient token account), confirmed on the service', async () => {
    const { adapter, name, localnet } = world({
      tokens: [{ mint: SOLANA_DEV_TOKEN.mint, symbol: 'PUSD', name: 'Portico USD' }],
    })
    await adapter.connect({ namespace: ns, connectorId: name, caipNetwork: localnet })
    const to = Keypair.generate().publicKey.toBase58()
    const sig = await adapter.sendTransaction?.({ namespace: ns, to, amount: '0.25' })
    expect(typeof sig).toBe('string')
    expect(await adapter.getBalance({ namespace: ns, address: to, caipNetwork: localnet })).toEqual({
      balance: '0.25',
      symbol: 'SOL',
    })
    await adapter.sendTransaction?.({ namespace: ns, to, amount: '12.5', token: SOLANA_DEV_TOKEN.mint })
    const tokens = await adapter.getTokenBalances({ address: to, caipNetwork: localnet })
    expect(tokens).toEqual([
      expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '0.25' } }),
      expect.objectContaining({ symbol: 'PUSD', name: 'Portico USD', quantity: { decimals: '6', numeric: '12.5' } }),
    ])
  })

  it('maps a rejected or garbage send and a bad request to typed errors, sending nothing', async () => {
    const { adapter, name, wallet, localnet } = world()
    await adapter.connect({ namespace: ns, connectorId: name })
    const to = Keypair.generate().publicKey.toBase58()
    wallet.setBehaviour('signAndSendTransaction', 'reject')
    expect((await failure(adapter.sendTransaction!({ namespace: ns, to, amount: '1' }))).code).toBe('USER_REJECTED')
    wallet.setBehaviour('signAndSendTransaction', 'garbage')
    expect((await failure(adapter.sendTransaction!({ namespace: ns, to, amount: '1' }))).code).toBe(
      'RPC_TRANSACTION_REJECTED',
    )
    expect((await failure(adapter.sendTransaction!({ namespace: ns, to: '0x1234', amount: '1' }))).code).toBe(
      'INVALID_ADDRESS',
    )
    expect((await failure(adapter.sendTransaction!({ namespace: ns, to, amount: 'lots' }))).code).toBe('INVALID_NUMBER')
    expect((await adapter.getBalance({ namespace: ns, address: to, caipNetwork: localnet })).balance).toBe('0')
  })
})
