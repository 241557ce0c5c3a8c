import { describe, expect, it } from 'vitest'
import { connectMethodOrder, type OpenContext, resolveCloseView, resolveOpenView } from './open-rules'

const ctx: OpenContext = {
  activeChain: 'eip155',
  noAdapters: false,
  manualWCControl: false,
  hasAddress: false,
  isMobile: false,
  onUnsupportedChain: false,
}

describe('§2 opening rules, in order', () => {
  it('1. a requested namespace that differs from the active one shows network switching', () => {
    expect(resolveOpenView({ namespace: 'solana', view: 'Account' }, { ...ctx, noAdapters: true }).view).toBe(
      'SwitchActiveChain',
    )
    expect(resolveOpenView({ namespace: 'eip155' }, ctx).view).toBe('Connect')
  })
  it('2. no adapters, or manual WalletConnect control without address: AllWallets on mobile, otherwise basic WalletConnect', () => {
    expect(resolveOpenView({ view: 'Account' }, { ...ctx, noAdapters: true }).view).toBe('ConnectingWalletConnectBasic')
    expect(resolveOpenView({}, { ...ctx, noAdapters: true, isMobile: true }).view).toBe('AllWallets')
    expect(resolveOpenView({}, { ...ctx, manualWCControl: true }).view).toBe('ConnectingWalletConnectBasic')
    expect(resolveOpenView({}, { ...ctx, manualWCControl: true, hasAddress: true }).view).toBe('Account')
  })
  it('3. an explicitly requested view is shown, with its data', () => {
    expect(resolveOpenView({ view: 'Swap', data: { fromToken: 'ETH' } }, { ...ctx, hasAddress: true })).toEqual({
      view: 'Swap',
      data: { fromToken: 'ETH' },
    })
  })
  it('4. a connected address shows Account', () => {
    expect(resolveOpenView({}, { ...ctx, hasAddress: true }).view).toBe('Account')
  })
  it('5. otherwise Connect', () => {
    expect(resolveOpenView({}, ctx).view).toBe('Connect')
  })
})

describe('§4 opening on an unsupported chain', () => {
  it('shows UnsupportedChain where Account would show, whichever rule chose Account', () => {
    const unsupported = { ...ctx, hasAddress: true, onUnsupportedChain: true }
    expect(resolveOpenView({}, unsupported)).toEqual({ view: 'UnsupportedChain' })
    expect(resolveOpenView({ view: 'Account' }, unsupported)).toEqual({ view: 'UnsupportedChain' })
    expect(resolveOpenView({}, { ...unsupported, manualWCControl: true }).view).toBe('UnsupportedChain')
  })
  it('leaves every other view alone', () => {
    const unsupported = { ...ctx, hasAddress: true, onUnsupportedChain: true }
    expect(resolveOpenView({ view: 'Swap' }, unsupported).view).toBe('Swap')
    expect(resolveOpenView({ namespace: 'solana' }, unsupported).view).toBe('SwitchActiveChain')
    expect(resolveOpenView({}, { ...ctx, onUnsupportedChain: true }).view).toBe('Connect')
  })
})

describe('§2 closing resets to Connect; in embedded mode Account if connected, else Connect', () => {
  it('resolves the close view', () => {
    expect(resolveCloseView(false, true)).toBe('Connect')
    expect(resolveCloseView(true, true)).toBe('Account')
    expect(resolveCloseView(true, false)).toBe('Connect')
  })
})

describe('§2 default connect-method order: email, social, wallet; with an injected or announced wallet: wallet, email, social', () => {
  it('orders the methods', () => {
    expect(connectMethodOrder(false)).toEqual(['email', 'social', 'wallet'])
    expect(connectMethodOrder(true)).toEqual(['wallet', 'email', 'social'])
    expect(connectMethodOrder(true, ['social', 'wallet'])).toEqual(['social', 'wallet'])
  })
})
