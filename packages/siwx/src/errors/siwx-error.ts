// Why a sign-in was refused. A stable `code` lets an app (or the modal) react without parsing the text.
export const SIWX_ERROR_MESSAGES = {
  MALFORMED_MESSAGE: 'The sign-in message is malformed: {reason}',
  MESSAGE_MISMATCH: 'The signed message does not match the session data: {field}',
  EXPIRED: 'The sign-in message expired at {time}',
  NOT_YET_VALID: 'The sign-in message is not valid before {time}',
  WRONG_DOMAIN: 'The sign-in message is for {domain}, not this site',
  NONCE_REUSED: 'The sign-in nonce was already used',
  NONCE_UNKNOWN: 'The sign-in nonce was not issued here or has expired',
  INVALID_SIGNATURE: 'The signature does not match the account {address}',
  NO_VERIFIER: 'No verifier for network {chainId}',
  UNSUPPORTED_CHAIN: 'Sign-in messages are not defined for {chainId}',
  STORAGE_FAILED: 'The session store failed: {reason}',
} as const

export type SIWXErrorCode = keyof typeof SIWX_ERROR_MESSAGES

/**
 * `{name}` placeholders filled from params. Not common's fillTemplate: this module is part of SIWX's lazy chunk, which
 * imports nothing of @portico/common, because Vite 8's bundler split an app's entry when it did (README).
 */
const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? (params[name] as string) : whole))

export class SIWXError extends Error {
  override readonly name = 'SIWXError'
  readonly code: SIWXErrorCode

  constructor(
    code: SIWXErrorCode,
    params: Record<string, string> = {},
    options: { cause?: unknown; message?: string } = {},
  ) {
    const text = options.message ?? fill(SIWX_ERROR_MESSAGES[code], params)
    super(text, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
  }
}

export function isSIWXError(value: unknown, code?: SIWXErrorCode): value is SIWXError {
  return value instanceof SIWXError && (code === undefined || value.code === code)
}

export function isSIWXErrorCode(value: unknown): value is SIWXErrorCode {
  return typeof value === 'string' && Object.hasOwn(SIWX_ERROR_MESSAGES, value)
}
