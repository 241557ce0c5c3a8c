import type { ChainNamespace } from '@portico/common'
import { PorticoError } from '@portico/common'

export interface SentCall {
  to: string
  data?: string
  value?: bigint | string | number
}

/** §5 sent-calls request: every call target starts with 0x, and optional data too. */
export function assertSentCalls(calls: readonly SentCall[]): void {
  for (const call of calls) {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x')) throw new PorticoError('INVALID_CALL_TARGET')
    if (call.data !== undefined && !(typeof call.data === 'string' && call.data.startsWith('0x'))) {
      throw new PorticoError('INVALID_CALL_DATA')
    }
  }
}

/** §5: universal-session sign-in only when every chain is EVM. */
export function canUseUniversalSignIn(namespaces: readonly ChainNamespace[]): boolean {
  return namespaces.length > 0 && namespaces.every((ns) => ns === 'eip155')
}
