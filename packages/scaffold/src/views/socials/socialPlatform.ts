import type { SocialProvider } from '@portico/core'

export type LoginProvider = Exclude<SocialProvider, 'farcaster'>

/** Provider names as the providers write them (brands: not translated). */
export const SOCIAL_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

interface PlatformGlobals {
  navigator?: { userAgent?: string; maxTouchPoints?: number }
  Telegram?: unknown
  TelegramWebviewProxy?: unknown
}

export interface Platform {
  telegram: boolean
  os: 'ios' | 'mac' | 'android' | 'other'
}

export function platformOf(g: PlatformGlobals = globalThis as PlatformGlobals): Platform {
  const ua = g.navigator?.userAgent ?? ''
  const touchMac = /Macintosh/.test(ua) && (g.navigator?.maxTouchPoints ?? 0) > 1
  const os =
    /iPhone|iPad|iPod/.test(ua) || touchMac
      ? 'ios'
      : /Android/.test(ua)
        ? 'android'
        : /Macintosh/.test(ua)
          ? 'mac'
          : 'other'
  return { telegram: Boolean(g.Telegram || g.TelegramWebviewProxy), os }
}

/** §5: inside Telegram some providers' sign-in pages do not work: none of Google on iOS, X on a Mac, Facebook or X on Android. */
const TELEGRAM_HIDDEN: Record<Platform['os'], readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The social logins the modal offers, in the app's order: those the embedded wallet can sign in with (Farcaster has
 * its own flow, not in this version), less the §5 Telegram filters.
 */
export function offeredSocials(socials: readonly SocialProvider[] | false, platform: Platform): LoginProvider[] {
  if (!socials) return []
  const hidden = platform.telegram ? TELEGRAM_HIDDEN[platform.os] : []
  return socials.filter((p): p is LoginProvider => p !== 'farcaster' && !hidden.includes(p))
}
