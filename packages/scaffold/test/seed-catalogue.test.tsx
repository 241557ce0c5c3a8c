import { DEV_PROJECT_ID, SEED_WALLETS } from '@portico/api'
import type { AppKitOptions } from '@portico/core'
import { allowCrossOriginFetch, startApiProcess } from '@portico/testing/child-process'
import { cleanup, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { type Harness, openModal, setup } from './setup'

// Issue 20: an app's featuredWalletIds / includeWalletIds / excludeWalletIds, written with the WalletConnect
// explorer's ids as for AppKit, name the same wallets in a deployment that serves the bundled seed (no catalogueDir).
const SERVE_SEED = `
import { startApiServer, silentLogger } from '@portico/api'
const api = await startApiServer({ logger: silentLogger })
process.stdout.write(api.url + '\\n')
process.stdin.on('end', () => api.close().then(() => process.exit(0)))
process.stdin.resume()
`
let api: { url: string; stop(): Promise<void> }
beforeAll(async () => {
  allowCrossOriginFetch()
  api = await startApiProcess(SERVE_SEED)
}, 60_000)
afterAll(() => api.stop())
afterEach(cleanup)

const idOf = (name: string) => {
  const wallet = SEED_WALLETS.find((w) => w.name === name)
  if (!wallet) throw new Error(`${name} is not in the seed`)
  return wallet.id
}
const options = (extra: Record<string, unknown>) =>
  ({ projectId: DEV_PROJECT_ID, apiUrl: api.url, ...extra }) as Partial<AppKitOptions>

function featuredRows(h: Harness): string[] {
  return [
    ...(h.host().shadowRoot?.querySelectorAll('[data-testid="portico-connect"] li[data-group="featured"]') ?? []),
  ].map((li) => li.querySelector('[data-wallet]')?.getAttribute('data-wallet') ?? '')
}

describe('the seed catalogue and the wallet options', () => {
  it("featuredWalletIds shows those wallets in the app's order; an excluded one is left out", async () => {
    const h = await setup(
      options({
        featuredWalletIds: [idOf('Rabby Wallet'), idOf('MetaMask'), idOf('Phantom')],
        excludeWalletIds: [idOf('Phantom')],
      }),
    )
    await openModal(h)
    await h.modal().findByText('Rabby Wallet', {}, { timeout: 10_000 })
    expect(featuredRows(h)).toEqual(['Rabby Wallet', 'MetaMask'])
    h.unmount()
  })

  it('AllWallets lists the seed in its recommended order; includeWalletIds keeps only those', async () => {
    const all = await setup(options({}))
    await loadRoute(routeOf('AllWallets'))
    await openModal(all, { view: 'AllWallets' })
    const list = await all.modal().findByRole('list', { name: 'Wallet catalogue' }, { timeout: 10_000 })
    await waitFor(() => expect(list.querySelectorAll('[data-wallet]').length).toBeGreaterThan(3))
    const names = [...list.querySelectorAll('[data-wallet]')].map((el) => el.getAttribute('data-wallet'))
    expect(names.slice(0, 3)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet'])
    all.unmount()

    const some = await setup(options({ includeWalletIds: [idOf('Rainbow'), idOf('Nova Wallet')] }))
    await openModal(some, { view: 'AllWallets' })
    const narrowed = await some.modal().findByRole('list', { name: 'Wallet catalogue' }, { timeout: 10_000 })
    await waitFor(() =>
      expect([...narrowed.querySelectorAll('[data-wallet]')].map((el) => el.getAttribute('data-wallet'))).toEqual([
        'Rainbow',
        'Nova Wallet',
      ]),
    )
    some.unmount()
  })
})
