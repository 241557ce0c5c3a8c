// @vitest-environment happy-dom
// AppKit's door: `new BitcoinAdapter({ projectId, networks })`, driven by a core (what createAppKit builds) to a
// connected test wallet.
import { bitcoinRegtest, bitcoinTestnet } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { BitcoinAdapter } from '../src'
import { injectedWallet } from './harness'

describe('BitcoinAdapter (class)', () => {
  it('is an instance of the class and connects the test wallet under a core', async () => {
    const h = await injectedWallet({ faces: 'sats-connect', network: 'regtest' })
    const adapter = new BitcoinAdapter({ projectId: 'p', networks: [bitcoinRegtest, bitcoinTestnet] })
    expect(adapter).toBeInstanceOf(BitcoinAdapter)
    expect(adapter.namespace).toBe('bip122')
    const core = createAppKitCore({
      projectId: 'p',
      networks: [bitcoinRegtest, bitcoinTestnet],
      adapters: [adapter],
      storage: memoryStorage(),
      warn: () => {},
    })
    try {
      await core.initialize()
      await core.connect({ namespace: 'bip122', connectorId: h.satsId })
      const payment = h.wallet.accounts[0]?.address as string
      expect(core.state.chain.chains.bip122?.accountState.caipAddress).toBe(
        `${bitcoinRegtest.caipNetworkId}:${payment}`,
      )
    } finally {
      core.destroy()
      adapter.destroy()
    }
  })
})
