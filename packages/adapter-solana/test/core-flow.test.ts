// The Solana adapter under a real core: connect → sign → switch cluster → wallet switches account → reload
// restores → wallet revokes → disconnected; and a rejected connect leaves core disconnected.
import { createAppKitCore, memoryStorage } from '@portico/core'
import { type RunningSolanaRpc, SOLANA_DEV_ACCOUNTS, startSolanaRpc } from '@portico/testing/solana-rpc'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setup } from './setup'

const ALICE = SOLANA_DEV_ACCOUNTS[0]!.address
const BOB = SOLANA_DEV_ACCOUNTS[1]!.address

let rpc: RunningSolanaRpc
const cleanups: (() => void)[] = []
beforeAll(async () => {
  rpc = await startSolanaRpc({ accounts: 2 })
})
afterAll(() => rpc?.stop())
afterEach(() => {
  for (const fn of cleanups.splice(0)) fn()
})

function world() {
  const w = setup(rpc)
  cleanups.push(w.cleanup)
  const storage = memoryStorage()
  const boot = (adapter = w.adapter) =>
    createAppKitCore({
      projectId: 'test-project',
      networks: [w.localnet, w.devnet],
      adapters: [adapter],
      storage,
      warn: () => {},
    })
  return { ...w, boot }
}

describe('adapter-solana under core', () => {
  it('drives the solana record through connect, sign, switch, account change, reload and revoke', async () => {
    const { boot, name, wallet, devnet, makeAdapter } = world()
    const core = boot()
    await core.initialize()
    expect(core.state.connectors.solana?.some((c) => c.id === name)).toBe(true)
    const record = () => core.state.chain.chains.solana!

    await core.connect({ namespace: 'solana', connectorId: name })
    expect(record().accountState.status).toBe('connected')
    expect(record().accountState.caipAddress).toBe(`solana:localnet:${ALICE}`)
    await core.fetchBalance('solana')
    expect(record().accountState.balance).toMatch(/^\d+(\.\d+)?$/)
    expect(record().accountState.balanceSymbol).toBe('SOL')

    const signature = await core.signMessage({ namespace: 'solana', message: 'hello core' })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)

    expect(await core.switchNetwork(devnet, { ignoreConfirmation: true })).toBe('switched')
    expect(record().accountState.caipAddress).toBe(`solana:${devnet.id}:${ALICE}`)

    wallet.selectAccount(1)
    expect(record().accountState.address).toBe(BOB)

    // reload: a new core and adapter over the same storage and the same (approved) wallet
    core.destroy()
    const again = boot(makeAdapter())
    await again.initialize()
    const restored = again.state.chain.chains.solana!
    expect(restored.accountState.status).toBe('connected')
    expect(restored.accountState.caipAddress).toBe(`solana:${devnet.id}:${BOB}`)
    expect(wallet.requests.filter((r) => r.method === 'connect' && !r.silent)).toHaveLength(1)

    // the person disconnects the site inside the wallet
    wallet.revoke()
    expect(restored.accountState.status).toBe('disconnected')
    expect(restored.accountState.address).toBeUndefined()
    again.destroy()
  })

  it('a rejected connect leaves core disconnected with USER_REJECTED; a declined signature is SIGNATURE_DECLINED', async () => {
    const { boot, name, wallet } = world()
    const core = boot()
    await core.initialize()
    wallet.setBehaviour('connect', 'reject')
    await expect(core.connect({ namespace: 'solana', connectorId: name })).rejects.toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
    expect(core.state.chain.chains.solana?.accountState.status).toBe('disconnected')
    wallet.resetBehaviours()
    await core.connect({ namespace: 'solana', connectorId: name })
    wallet.setBehaviour('signMessage', 'reject')
    await expect(core.signMessage({ namespace: 'solana', message: 'no' })).rejects.toMatchObject({
      code: 'SIGNATURE_DECLINED',
    })
    expect(core.state.chain.chains.solana?.accountState.status).toBe('connected')
    core.destroy()
  })
})
