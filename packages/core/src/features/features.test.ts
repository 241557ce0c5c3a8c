import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, isEmbeddedLoginEnabled, LOCAL_CONFIG_IGNORED, resolveFeatures } from './features'

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
  it('config null means use the local fallback', () => {
    const { features } = resolveFeatures({ socials: ['github'] }, [{ id: 'socials', isEnabled: true, config: null }])
    expect(features.socials).toEqual(['github'])
    const remoteList = resolveFeatures({ socials: ['github'] }, [{ id: 'socials', isEnabled: true, config: ['x'] }])
    expect(remoteList.features.socials).toEqual(['x'])
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
