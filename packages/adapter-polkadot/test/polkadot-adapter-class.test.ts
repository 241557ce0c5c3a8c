// @vitest-environment happy-dom
// The constructor door the other adapters have: `new PolkadotAdapter({ appName })` connects an injected extension.
import { polkadot } from '@portico/common/networks'
import { injectPolkadotWallet, PolkadotTestWallet } from '@portico/testing/polkadot-wallet'
import { windowPage } from '@portico/testing/window-page'
import { describe, expect, it } from 'vitest'
import { PolkadotAdapter } from '../src'

describe('PolkadotAdapter (class)', () => {
  it('is an instance of the class and connects the injected test extension with the app name', async () => {
    const wallet = await PolkadotTestWallet.create({})
    const page = windowPage()
    await injectPolkadotWallet(page, wallet, { name: 'portico-class-test' })
    page.load()
    const adapter = new PolkadotAdapter({ appName: 'Class App' })
    expect(adapter).toBeInstanceOf(PolkadotAdapter)
    try {
      const connection = await adapter.connect({
        namespace: 'polkadot',
        connectorId: 'portico-class-test',
        caipNetwork: polkadot,
      })
      expect(wallet.origins).toContain('Class App')
      expect(connection.accounts.map((a) => a.address)).toEqual(wallet.accounts.map((a) => a.address))
    } finally {
      adapter.destroy()
    }
  })
})
