import { PorticoError } from '@portico/common'
import { base58 } from '@scure/base'

/**
 * A base58 public key (32 bytes), checked without loading a Solana library (balances need no more); anything else is
 * §8's invalid address.
 */
export function assertSolanaAddress(value: unknown, field: string): string {
  try {
    if (typeof value === 'string' && base58.decode(value).length === 32) return value
  } catch {}
  throw new PorticoError('INVALID_ADDRESS', { params: { namespace: 'solana', value: `${field}: ${String(value)}` } })
}
