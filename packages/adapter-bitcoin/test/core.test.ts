// @vitest-environment happy-dom
// The adapter under a real core: §9 default account type, CAIP address, a wallet rejection as core reports it, and a
// "reload" (new core and adapter over the same storage and the same wallet) restoring the connection silently.
import { bitcoinRegtest, bitcoinTestnet } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createBitcoinAdapter } from '../src'
import { injectedWallet } from './harness'

describe('bitcoin adapter under core', () => {
  it('connects on payment, signs through core, restores after a reload and maps a declined signature', async () => {
    const h = await injectedWallet({ faces: 'sats-connect', network: 'regtest' })
    const storage = memoryStorage()
    const boot = async () => {
      const core = createAppKitCore({
        projectId: 'test-project',
        networks: [bitcoinRegtest, bitcoinTestnet],
        adapters: [createBitcoinAdapter()],
        storage,
        warn: () => {},
      })
      await core.initialize()
      return core
    }
    const core = await boot()
    await core.connect({ namespace: 'bip122', connectorId: h.satsId })
    const payment = h.wallet.accounts[0]?.address as string
    const account = core.state.chain.chains.bip122?.accountState
    expect(account?.caipAddress).toBe(`${bitcoinRegtest.caipNetworkId}:${payment}`)
    expect(account?.preferredAccountType).toBe('payment')
    expect(await core.signMessage({ namespace: 'bip122', message: 'through core' })).toMatch(/^[A-Za-z0-9+/]+=*$/)

    h.wallet.setBehaviour('signMessage', 'reject')
    await expect(core.signMessage({ namespace: 'bip122', message: 'no' })).rejects.toMatchObject({
      code: 'SIGNATURE_DECLINED',
    })
    h.wallet.setBehaviour('signMessage', 'approve')

    const prompts = h.wallet.requests.filter((r) => r.method === 'getAccounts').length
    const reloaded = await boot()
    expect(reloaded.state.chain.chains.bip122?.accountState.status).toBe('connected')
    expect(reloaded.state.chain.chains.bip122?.accountState.caipAddress).toBe(
      `${bitcoinRegtest.caipNetworkId}:${payment}`,
    )
    expect(h.wallet.requests.filter((r) => r.method === 'getAccounts').length).toBe(prompts)
  })
})
