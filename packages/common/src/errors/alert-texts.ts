import type { AlertKey } from './alerts'

// `@portico/common/alerts`: the §8 alerts' English title and text ({name} placeholders), in a module of its own.
// Code in an app's entry (core) needs only the keys and variants (ALERT_VARIANTS); the modal shows ui's catalogue's
// wording. What needs these texts is lazy (the embedded wallet's frame errors), and importing them from common's
// main module kept them in every app's initial JS: the bundler puts a module's used statements in that module's chunk.

export interface AlertText {
  readonly title: string
  readonly text: string
}

export const ALERTS: Record<AlertKey, AlertText> = {
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Project ID Not Configured',
    text: 'A project id is required. Set projectId in the options passed to createAppKit.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Invalid App Configuration',
    text: 'This origin is not allowed for the project. Add it to the allowed domains of the project configuration.',
  },
  RATE_LIMITED_APP_CONFIGURATION: {
    title: 'Rate Limited',
    text: 'Too many requests for the app configuration. Try again later.',
  },
  SERVER_ERROR_APP_CONFIGURATION: {
    title: 'Server Error',
    text: 'Failed to get app configuration: {message}',
  },
  IFRAME_LOAD_FAILED: {
    title: 'Network Error',
    text: 'The embedded wallet failed to load. Check the network connection and try again.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    title: 'Embedded Wallet Request Timed Out',
    text: 'The embedded wallet did not answer in time. Try again.',
  },
  UNVERIFIED_DOMAIN: {
    title: 'Invalid App Configuration',
    text: 'This domain is not verified for the project. Verify it in the project configuration.',
  },
  SWITCH_NETWORK_NOT_FOUND: {
    title: 'Network Not Found',
    text: 'The network must be in the networks array passed to createAppKit.',
  },
  MULTI_WALLET_NOT_ENABLED: {
    title: 'Multi-Wallet Not Enabled',
    text: 'Connecting several wallets at once is not enabled. Enable multi-wallet in the project configuration to use it.',
  },
  SESSION_EXPIRED: {
    title: 'Session Expired',
    text: 'The session is invalid or not yet valid. Check the time settings of this device.',
  },
  INVALID_PROJECT_ID: {
    title: 'Invalid Project ID',
    text: 'The project id is not valid. Check it in the project configuration.',
  },
}
