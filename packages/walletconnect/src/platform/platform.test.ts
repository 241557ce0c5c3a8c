import { describe, expect, it } from 'vitest'
import { isIosSafari, isTelegram, reusesPairing } from './platform'

const ua = (userAgent: string, maxTouchPoints = 0) => ({ navigator: { userAgent, maxTouchPoints } })
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1'
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Mobile Safari/537.36'

describe('§4 platforms that reuse a pairing until it expires', () => {
  it('iOS Safari (and iPadOS posing as a Mac) yes; other iOS browsers, desktop Safari and Android no', () => {
    expect(isIosSafari(ua(IPHONE_SAFARI))).toBe(true)
    expect(isIosSafari(ua(MAC_SAFARI, 5))).toBe(true)
    expect(isIosSafari(ua(MAC_SAFARI))).toBe(false)
    expect(isIosSafari(ua(IPHONE_CHROME))).toBe(false)
    expect(isIosSafari(ua(ANDROID_CHROME))).toBe(false)
  })
  it('Telegram by its webview globals', () => {
    expect(isTelegram({ Telegram: {} })).toBe(true)
    expect(isTelegram({ TelegramWebviewProxy: {} })).toBe(true)
    expect(isTelegram(ua(ANDROID_CHROME))).toBe(false)
    expect(reusesPairing({ ...ua(ANDROID_CHROME), Telegram: {} })).toBe(true)
    expect(reusesPairing(ua(ANDROID_CHROME))).toBe(false)
  })
})
