// The alert catalogue of §8: a key and how loud it is here; the title and the longer text are
// `@portico/common/alerts` (English) and ui's catalogue (every language the modal speaks).
export type AlertVariant = 'error' | 'warning' | 'info' | 'success'

/**
 * How loud each §8 alert is; its keys are the alert keys (the last two are mapped from universal-provider errors,
 * §8, and shown with their own titles). Apart from the texts: core, in every app's entry, needs only the keys and
 * variants — the modal shows the texts from ui's catalogue, in the user's language.
 */
export const ALERT_VARIANTS = {
  PROJECT_ID_NOT_CONFIGURED: 'error',
  INVALID_APP_CONFIGURATION: 'error',
  RATE_LIMITED_APP_CONFIGURATION: 'error',
  SERVER_ERROR_APP_CONFIGURATION: 'error',
  IFRAME_LOAD_FAILED: 'error',
  IFRAME_REQUEST_TIMEOUT: 'error',
  UNVERIFIED_DOMAIN: 'error',
  SWITCH_NETWORK_NOT_FOUND: 'error',
  MULTI_WALLET_NOT_ENABLED: 'info',
  SESSION_EXPIRED: 'error',
  INVALID_PROJECT_ID: 'error',
} as const satisfies Record<string, AlertVariant>

export type AlertKey = keyof typeof ALERT_VARIANTS

// Universal-provider errors are recognised by their message (§8); each maps to one alert.
const UNIVERSAL_PROVIDER_ALERTS: ReadonlyArray<readonly [RegExp, AlertKey]> = [
  [/origin not allowed/i, 'INVALID_APP_CONFIGURATION'],
  [/jwt.*not yet valid/i, 'SESSION_EXPIRED'],
  [/invalid key/i, 'INVALID_PROJECT_ID'],
]

export function alertForUniversalProviderError(message: string): AlertKey | undefined {
  return UNIVERSAL_PROVIDER_ALERTS.find(([pattern]) => pattern.test(message))?.[1]
}
