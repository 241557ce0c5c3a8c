// The alert catalogue of §8: a key, the title shown, the longer text, and how loud it is.
export type AlertVariant = 'error' | 'warning' | 'info' | 'success'

export interface AlertEntry {
  readonly title: string
  readonly text: string
  readonly variant: AlertVariant
}

export const ALERTS = {
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    text: 'A project id is required. Set projectId in the options passed to createAppKit.',
    variant: 'error',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Invalid App Configuration',
    text: 'This origin is not allowed for the project. Add it to the allowed domains of the project configuration.',
    variant: 'error',
  },
  RATE_LIMITED_APP_CONFIGURATION: {
    title: 'Rate Limited',
    text: 'Too many requests for the app configuration. Try again later.',
    variant: 'error',
  },
  SERVER_ERROR_APP_CONFIGURATION: {
    title: 'Server Error',
    text: 'Failed to get app configuration: {message}',
    variant: 'error',
  },
  IFRAME_LOAD_FAILED: {
    title: 'Network Error',
    text: 'The embedded wallet failed to load. Check the network connection and try again.',
    variant: 'error',
  },
  IFRAME_REQUEST_TIMEOUT: {
    title: 'Embedded Wallet Request Timed Out',
    text: 'The embedded wallet did not answer in time. Try again.',
    variant: 'error',
  },
  UNVERIFIED_DOMAIN: {
    title: 'Invalid App Configuration',
    text: 'This domain is not verified for the project. Verify it in the project configuration.',
    variant: 'error',
  },
  SWITCH_NETWORK_NOT_FOUND: {
    title: 'Network Not Found',
    text: 'The network must be in the networks array passed to createAppKit.',
    variant: 'error',
  },
  MULTI_WALLET_NOT_ENABLED: {
    title: 'Multi-Wallet Not Enabled',
    text: 'Connecting several wallets at once is not enabled. Enable multi-wallet in the project configuration to use it.',
    variant: 'info',
  },
  // Mapped from universal-provider errors (§8); not in the key list but shown with their own titles.
  SESSION_EXPIRED: {
    title: 'Session Expired',
    text: 'The session is invalid or not yet valid. Check the time settings of this device.',
    variant: 'error',
  },
  INVALID_PROJECT_ID: {
    title: 'Invalid Project ID',
    text: 'The project id is not valid. Check it in the project configuration.',
    variant: 'error',
  },
} as const satisfies Record<string, AlertEntry>

export type AlertKey = keyof typeof ALERTS

// Universal-provider errors are recognised by their message (§8); each maps to one alert.
const UNIVERSAL_PROVIDER_ALERTS: ReadonlyArray<readonly [RegExp, AlertKey]> = [
  [/origin not allowed/i, 'INVALID_APP_CONFIGURATION'],
  [/jwt.*not yet valid/i, 'SESSION_EXPIRED'],
  [/invalid key/i, 'INVALID_PROJECT_ID'],
]

export function alertForUniversalProviderError(message: string): AlertKey | undefined {
  return UNIVERSAL_PROVIDER_ALERTS.find(([pattern]) => pattern.test(message))?.[1]
}
