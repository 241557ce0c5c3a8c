import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../options/options'
import type { View } from '../router/views'
import { DEFAULT_FEATURES } from './features'
import { isSendNamespace, SEND_NAMESPACES, walletFeatures } from './wallet-features'

const everyView = (_view: View) => true
const base = {
  options: resolveOptions({ projectId: 'p', networks: [], adapters: [] }),
  features: DEFAULT_FEATURES,
  service: true,
}

describe('the Account view wallet features', () => {
  it('follows §9 order (on-ramp, swaps, receive, send) when every view ships and every flag is on', () => {
    expect(walletFeatures({ ...base, namespace: 'eip155', canSend: true, available: everyView })).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
  })

  it('keeps the app-configured order and drops repeats', () => {
    const options = resolveOptions({
      projectId: 'p',
      networks: [],
      adapters: [],
      walletFeaturesOrder: ['send', 'receive', 'send'],
    })
    expect(walletFeatures({ ...base, options, namespace: 'eip155', canSend: true, available: everyView })).toEqual([
      'send',
      'receive',
    ])
  })

  it('offers send only on §9 send namespaces and when the adapter can send', () => {
    expect(SEND_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(isSendNamespace('bip122')).toBe(false)
    const on = (namespace: 'solana' | 'bip122' | 'polkadot', canSend = true) =>
      walletFeatures({ ...base, namespace, canSend, available: everyView })
    expect(on('solana')).toEqual(['onramp', 'receive', 'send'])
    expect(on('bip122')).toEqual(['onramp', 'receive'])
    expect(on('solana', false)).toEqual(['onramp', 'receive'])
  })

  it('reads AppKit features.send / features.receive before the top-level options', () => {
    const options = resolveOptions({
      projectId: 'p',
      networks: [],
      adapters: [],
      send: true,
      receive: false,
      features: { send: false, receive: true },
    })
    expect(walletFeatures({ ...base, options, namespace: 'eip155', canSend: true, available: everyView })).toEqual([
      'onramp',
      'swaps',
      'receive',
    ])
    const ours = resolveOptions({ projectId: 'p', networks: [], adapters: [], send: false })
    expect(
      walletFeatures({ ...base, options: ours, namespace: 'eip155', canSend: true, available: everyView }),
    ).toEqual(['onramp', 'swaps', 'receive'])
  })

  it('takes on-ramp and swaps from the resolved flags (remote configuration included); basic mode shows none', () => {
    const features = { ...DEFAULT_FEATURES, onramp: false, swaps: false }
    expect(walletFeatures({ ...base, features, namespace: 'eip155', canSend: true, available: everyView })).toEqual([
      'receive',
      'send',
    ])
    const basic = resolveOptions({ projectId: 'p', networks: [], adapters: [], basic: true })
    expect(
      walletFeatures({ ...base, options: basic, namespace: 'eip155', canSend: true, available: everyView }),
    ).toEqual([])
    expect(walletFeatures({ ...base, namespace: undefined, canSend: true, available: everyView })).toEqual([])
  })

  it('shows only features whose view this version ships', () => {
    const without = (missing: View) => (view: View) => view !== missing
    const shown = walletFeatures({ ...base, namespace: 'eip155', canSend: true, available: without('OnRampProviders') })
    expect(shown).toContain('send')
    expect(shown).not.toContain('onramp')
    expect(walletFeatures({ ...base, namespace: 'eip155', canSend: true, available: without('Swap') })).not.toContain(
      'swaps',
    )
    // By default the view table of this build decides.
    expect(walletFeatures({ ...base, namespace: 'eip155', canSend: true })).toContain('onramp')
  })

  it('offers on-ramp and swaps only when the app configured the service (issue 20)', () => {
    expect(
      walletFeatures({ ...base, service: false, namespace: 'eip155', canSend: true, available: everyView }),
    ).toEqual(['receive', 'send'])
  })
})
