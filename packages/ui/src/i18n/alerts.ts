import type { MessageKey } from './messages/en'

/** §8 alert codes (plus the ones universal-provider errors map to) that have a title and text in the catalogue. */
export const ALERT_CODES = [
  'PROJECT_ID_NOT_CONFIGURED',
  'INVALID_PROJECT_ID',
  'INVALID_APP_CONFIGURATION',
  'UNVERIFIED_DOMAIN',
  'RATE_LIMITED_APP_CONFIGURATION',
  'SERVER_ERROR_APP_CONFIGURATION',
  'IFRAME_LOAD_FAILED',
  'IFRAME_REQUEST_TIMEOUT',
  'SESSION_EXPIRED',
  'SWITCH_NETWORK_NOT_FOUND',
  'MULTI_WALLET_NOT_ENABLED',
  'LOCAL_CONFIGURATION_IGNORED',
] as const

export type AlertCode = (typeof ALERT_CODES)[number]

/** Catalogue keys of an alert's title and text; SERVER_ERROR_APP_CONFIGURATION's text takes {message}. */
export function alertMessageKeys(code: AlertCode): { title: MessageKey; text: MessageKey } {
  return { title: `alert.${code}.title`, text: `alert.${code}.text` }
}
