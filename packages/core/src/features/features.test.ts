import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS } from '../options/options'
import {
  DEFAULT_FEATURES,
  isEmbeddedLoginEnabled,
  LOCAL_CONFIG_IGNORED,
  type RemoteFeature,
  resolveFeatures,
} from './features'

describe('§6 remote configuration wins over local settings', () => {
  it("ignores local settings with the notice 'Local configuration ignored'", () => {
    const { features, notice } = resolveFeatures({ swaps: true }, [{ id: 'swaps', isEnabled: false, config: false }])
    expect(features.swaps).toBe(false)
    expect(notice).toBe('Local configuration ignored')
    expect(LOCAL_CONFIG_IGNORED).toBe('Local configuration ignored')
  })
  it('no notice when the app set nothing that the remote covers', () => {
    expect(resolveFeatures(undefined, [{ id: 'swaps', isEnabled: true, config: true }]).notice).toBeUndefined()
  })
  it('config null means use the local fallback: the local socials list when the project enables socials', () => {
    const { features, notice } = resolveFeatures({ socials: ['github'] }, [
      { id: 'socials', isEnabled: true, config: null },
    ])
    expect(features.socials).toEqual(['github'])
    expect(notice).toBeUndefined()
    expect(resolveFeatures(undefined, [{ id: 'socials', isEnabled: true, config: null }]).features.socials).toEqual([
      ...DEFAULT_SOCIALS,
    ])
    const remoteList = resolveFeatures({ socials: ['github'] }, [{ id: 'socials', isEnabled: true, config: ['x'] }])
    expect(remoteList.features.socials).toEqual(['x'])
    expect(remoteList.notice).toBe(LOCAL_CONFIG_IGNORED)
  })
  it('config null never overrides the remote switch: a project that disables socials turns them off', () => {
    const { features, notice } = resolveFeatures({ socials: ['github'] }, [
      { id: 'socials', isEnabled: false, config: null },
    ])
    expect(features.socials).toBe(false)
    expect(notice).toBe(LOCAL_CONFIG_IGNORED)
  })
  it.each(['swaps', 'onramp', 'email', 'activity', 'reownBranding', 'multiWallet'] as const)(
    'config null on the switch-only feature %s: the remote isEnabled decides, local ignored with the notice',
    (id) => {
      const on = resolveFeatures({ [id]: false }, [{ id, isEnabled: true, config: null }])
      expect(on.features[id]).toBe(true)
      expect(on.notice).toBe(LOCAL_CONFIG_IGNORED)
      const off = resolveFeatures({ [id]: true }, [{ id, isEnabled: false, config: null }])
      expect(off.features[id]).toBe(false)
      expect(off.notice).toBe(LOCAL_CONFIG_IGNORED)
    },
  )
  it('a feature the remote list does not mention keeps its local value, without the notice', () => {
    const { features, notice } = resolveFeatures({ onramp: false, activity: false }, [
      { id: 'swaps', isEnabled: false, config: null },
    ])
    expect(features).toEqual({ ...DEFAULT_FEATURES, swaps: false, onramp: false, activity: false })
    expect(notice).toBeUndefined()
  })
  it('an unknown remote feature id is ignored', () => {
    const remote = [{ id: 'teleport', isEnabled: true, config: null }] as unknown as RemoteFeature[]
    expect(resolveFeatures(undefined, remote).features).toEqual(DEFAULT_FEATURES)
  })
  it('without remote configuration, local settings apply over defaults', () => {
    expect(resolveFeatures({ onramp: false }, undefined).features).toEqual({ ...DEFAULT_FEATURES, onramp: false })
  })
  it('multi-wallet is a remote feature, off by default', () => {
    expect(DEFAULT_FEATURES.multiWallet).toBe(false)
    expect(
      resolveFeatures(undefined, [{ id: 'multiWallet', isEnabled: true, config: null }]).features.multiWallet,
    ).toBe(true)
  })
})

describe('§6 in basic mode every feature is off', () => {
  it('turns off all flags even when remote enables them', () => {
    const { features } = resolveFeatures({ swaps: true }, [{ id: 'swaps', isEnabled: true, config: null }], true)
    expect(Object.values(features).every((v) => v === false)).toBe(true)
  })
})

describe('§6 email and social login enabled only if email on or a non-empty socials list exists', () => {
  it.each([
    [{ email: true, socials: false as const }, true],
    [{ email: false, socials: ['google' as const] }, true],
    [{ email: false, socials: [] }, false],
    [{ email: false, socials: false as const }, false],
  ])('%j → %s', (flags, expected) => {
    expect(isEmbeddedLoginEnabled({ ...DEFAULT_FEATURES, ...flags })).toBe(expected)
  })
})
