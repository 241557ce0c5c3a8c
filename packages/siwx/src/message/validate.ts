import type { SIWXMessageData } from '@portico/core'
import { SIWXError } from '../errors/siwx-error'
import { splitChainId } from './chain-id'

// EIP-4361 constraints, applied to every namespace: a nonce of at least 8 alphanumerics, RFC 3339 times, an
// RFC 3986 authority for the domain, a one-line statement. Anything else is refused before a wallet ever sees it.
const NONCE = /^[a-zA-Z0-9]{8,}$/
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const DOMAIN = /^[^\s/?#]+$/
const URI = /^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/

function fail(reason: string): never {
  throw new SIWXError('MALFORMED_MESSAGE', { reason })
}

export function isTime(value: string): boolean {
  return RFC3339.test(value) && !Number.isNaN(Date.parse(value))
}

export function validateMessageData(data: SIWXMessageData): void {
  splitChainId(data.chainId)
  if (!DOMAIN.test(data.domain)) fail(`domain ${JSON.stringify(data.domain)}`)
  if (!data.accountAddress || /\s/.test(data.accountAddress)) fail('account address')
  if (!URI.test(data.uri)) fail(`uri ${JSON.stringify(data.uri)}`)
  if (data.version !== '1') fail(`version ${JSON.stringify(data.version)}`)
  if (!NONCE.test(data.nonce)) fail('nonce must be at least 8 letters or digits')
  if (data.statement !== undefined && (data.statement.includes('\n') || data.statement === ''))
    fail('statement must be one non-empty line')
  if (data.issuedAt === undefined) fail('missing issuedAt')
  for (const key of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[key]
    if (value !== undefined && !isTime(value)) fail(`${key} is not an RFC 3339 time`)
  }
  if (data.requestId?.includes('\n')) fail('requestId')
  for (const r of data.resources ?? []) if (!URI.test(r)) fail(`resource ${JSON.stringify(r)}`)
}
