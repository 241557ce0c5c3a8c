import { describe, expect, it } from 'vitest'
import { groupConnectors, isBrowserWalletHidden, isExcluded, orderConnectorGroups } from './connectors'

describe('§9 connector group order walletConnect, recent, injected, featured, custom, external, recommended', () => {
  const groups = {
    recommended: [{ id: 'r', name: 'R' }],
    injected: [{ id: 'i', name: 'I', rdns: 'io.i' }],
    walletConnect: [{ id: 'walletConnect', name: 'WalletConnect' }],
    featured: [],
    external: [{ id: 'e', name: 'E' }],
  }
  it('orders groups by default and hides empty groups', () => {
    expect(orderConnectorGroups(groups).map((g) => g.group)).toEqual([
      'walletConnect',
      'injected',
      'external',
      'recommended',
    ])
  })
  it('a configured order overrides the default', () => {
    expect(orderConnectorGroups(groups, { order: ['recommended', 'external'] }).map((g) => g.group)).toEqual([
      'recommended',
      'external',
      'walletConnect',
      'injected',
    ])
  })
  it('sorts adapter connectors into groups', () => {
    const g = groupConnectors(
      [
        { id: 'walletConnect', name: 'WC', type: 'wallet-relay', chain: 'eip155' },
        { id: 'mm', name: 'MetaMask', type: 'announced', chain: 'eip155', info: { rdns: 'io.metamask' } },
        { id: 'rb', name: 'Rabby', type: 'injected', chain: 'eip155' },
        { id: 'safe', name: 'Safe', type: 'external', chain: 'eip155' },
      ],
      ['rb'],
    )
    expect(Object.fromEntries(Object.entries(g).map(([k, v]) => [k, v?.map((w) => w.id)]))).toEqual({
      walletConnect: ['walletConnect'],
      injected: ['mm'],
      recent: ['rb'],
      external: ['safe'],
    })
  })
})

describe('§5 excluded wallets match by rdns or name (case-insensitive) and are hidden', () => {
  it('matches name or rdns', () => {
    expect(isExcluded({ id: '1', name: 'MetaMask', rdns: 'io.metamask' }, ['metamask'])).toBe(true)
    expect(isExcluded({ id: '1', name: 'Other', rdns: 'io.MetaMask' }, ['IO.METAMASK'])).toBe(true)
    expect(isExcluded({ id: '1', name: 'Other' }, ['metamask'])).toBe(false)
    const ordered = orderConnectorGroups({ injected: [{ id: 'm', name: 'MetaMask' }] }, { excluded: ['METAMASK'] })
    expect(ordered).toEqual([])
  })
})

describe('§5 generic Browser Wallet entry hidden on desktop, and on mobile when it has no rdns and is not installed', () => {
  const bw = { id: 'bw', name: 'Browser Wallet' }
  it('applies the rule', () => {
    expect(isBrowserWalletHidden(bw, false)).toBe(true)
    expect(isBrowserWalletHidden({ ...bw, rdns: 'x' }, false)).toBe(true)
    expect(isBrowserWalletHidden(bw, true)).toBe(true)
    expect(isBrowserWalletHidden({ ...bw, installed: true }, true)).toBe(false)
    expect(isBrowserWalletHidden({ ...bw, rdns: 'x' }, true)).toBe(false)
    expect(isBrowserWalletHidden({ id: 'm', name: 'MetaMask' }, false)).toBe(false)
  })

  it('the generic window.ethereum connector with no provider is hidden, on desktop and mobile (issue 15, finding 7)', () => {
    const injected = { id: 'injected', name: 'Injected', installed: false }
    expect(isBrowserWalletHidden(injected, false)).toBe(true)
    expect(isBrowserWalletHidden(injected, true)).toBe(true)
    expect(orderConnectorGroups({ injected: [injected] })).toEqual([])
    // A legacy wallet on window.ethereum (no EIP-6963) is still the user's wallet.
    expect(isBrowserWalletHidden({ ...injected, installed: true }, false)).toBe(false)
  })
})
