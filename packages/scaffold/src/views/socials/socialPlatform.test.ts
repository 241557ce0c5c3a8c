import { DEFAULT_SOCIALS } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { offeredSocials, platformOf } from './socialPlatform'

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
}

describe('offeredSocials', () => {
  it('offers the app’s socials in its order, without Farcaster (its own flow is not in this version)', () => {
    expect(offeredSocials([...DEFAULT_SOCIALS], { telegram: false, os: 'ios' })).toEqual([
      'google',
      'x',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
    expect(offeredSocials(false, { telegram: false, os: 'other' })).toEqual([])
  })

  it('§5 Telegram filters: iOS no Google, Mac no X, Android no Facebook or X', () => {
    const all = [...DEFAULT_SOCIALS]
    const inTelegram = (userAgent: string) =>
      offeredSocials(all, platformOf({ navigator: { userAgent }, Telegram: {} }))
    expect(inTelegram(UA.iphone)).not.toContain('google')
    expect(inTelegram(UA.iphone)).toContain('x')
    expect(inTelegram(UA.mac)).toEqual(['google', 'discord', 'apple', 'github', 'facebook'])
    expect(inTelegram(UA.android)).toEqual(['google', 'discord', 'apple', 'github'])
    expect(inTelegram(UA.linux)).toHaveLength(6)
    // Outside Telegram nothing is filtered.
    expect(offeredSocials(all, platformOf({ navigator: { userAgent: UA.android } }))).toHaveLength(6)
  })

  it('reads the platform: an iPad that reports a Mac with touch is iOS; Telegram by its globals', () => {
    expect(platformOf({ navigator: { userAgent: UA.mac, maxTouchPoints: 5 } })).toEqual({ telegram: false, os: 'ios' })
    expect(platformOf({ navigator: { userAgent: UA.mac } }).os).toBe('mac')
    expect(platformOf({ navigator: { userAgent: UA.linux }, TelegramWebviewProxy: {} })).toEqual({
      telegram: true,
      os: 'other',
    })
  })
})
