// The groups limits.json declares unreachable without a configuration ("needs") are left out of a fixture's
// reachable JS, so the declaration itself is checked here: each pattern names a module of the packages (the chunk
// Vite names after it), no pattern can take a chunk every user of the fixtures reaches, and the walletconnect fixture
// declares the same groups as portico.
import { readdir, readFile } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { NEEDS, parseFeatureBudgets } from './features.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const repo = join(here, '..', '..', '..')
const limits = JSON.parse(await readFile(join(here, '..', 'limits.json'), 'utf8'))
const budgets = parseFeatureBudgets(limits.features)
const declared = (fixture) => (budgets[fixture] ?? []).filter((g) => g.needs !== undefined)

/** Module names (file name without extension) under the packages whose lazy chunks the fixtures load. */
async function moduleNames() {
  const names = new Set()
  // react and walletconnect: the WalletConnect group of a projectId app (react's lazy setup, the provider loader);
  // blockchain-api: its entries the lazy views import on their own (the smart sessions' calls).
  const dirs = ['packages/scaffold/src', 'packages/ui/src', 'packages/react/src', 'packages/walletconnect/src']
  for (const dir of [...dirs, 'packages/blockchain-api/src']) {
    const entries = await readdir(join(repo, dir), { recursive: true, withFileTypes: true })
    for (const e of entries) {
      if (e.isFile() && /\.tsx?$/.test(e.name) && !/\.test(-d)?\.tsx?$/.test(e.name)) {
        names.add(basename(e.name, extname(e.name)))
      }
    }
  }
  // @noble/hashes' sha256 module: its own chunk, shared by the WalletConnect client and provider chunks only.
  names.add('sha256')
  return names
}

// Chunks any user of the portico and walletconnect fixtures (EVM, injected wallet, no service) can load: the views
// of connecting, the account, sending and receiving, networks, names, SIWX, the locales' modal part.
const REACHABLE = [
  'ConnectView',
  'AllWalletsView',
  'ConnectingExternalView',
  'AccountView',
  'ProfileWalletsView',
  'WalletSendView',
  'WalletSendSelectTokenView',
  'WalletSendPreviewView',
  'WalletReceiveView',
  'SwitchNetworkView',
  'SwitchActiveChainView',
  'UnsupportedChainView',
  'RegisterAccountNameView',
  'SIWXSignMessageView',
  'WhatIsAWalletView',
  'useFixedRows',
  'es',
  'ar',
]

describe('groups declared reachable only with a configuration (limits.json "needs")', () => {
  it('portico declares the service and embedded-wallet groups, each with its own budget', () => {
    const groups = declared('portico')
    expect(groups.map((g) => g.name)).toEqual(
      expect.arrayContaining([
        'Swap views',
        'on-ramp views',
        'GetWallet, Downloads',
        'NFT grid',
        'email, ApproveTransaction',
      ]),
    )
    for (const g of groups) {
      expect(NEEDS).toContain(g.needs)
      expect(g.gzip).toBeGreaterThan(0)
    }
  })

  it('each pattern names a module of scaffold or ui, so it matches the chunk Vite names after it', async () => {
    const names = await moduleNames()
    for (const g of declared('portico')) {
      for (const pattern of g.files) {
        const name = /^\^([\w-]+)-$/.exec(pattern)?.[1]
        expect(name, `${g.name}: ${pattern} must read ^<module>-`).toBeDefined()
        expect(names.has(/** @type {string} */ (name)), `${g.name}: no module named ${name}`).toBe(true)
      }
    }
  })

  it('no pattern takes a chunk every user of the fixtures can reach', () => {
    for (const g of declared('portico')) {
      for (const name of REACHABLE) {
        expect(
          g.patterns.some((p) => p.test(`${name}-AbC123-dEf456.js`)),
          `${g.name} would take ${name}`,
        ).toBe(false)
      }
    }
  })

  it('walletconnect declares exactly portico’s groups (the same app, plus WalletConnect)', () => {
    const strip = ({ patterns, ...g }) => g
    // The walletconnect fixture has WalletConnect: the group portico leaves out for want of it is reachable there.
    const withoutWalletConnect = declared('portico').filter((g) => g.needs !== 'walletconnect')
    expect(declared('walletconnect').map(strip)).toEqual(withoutWalletConnect.map(strip))
  })
})
