/**
 * How a misbehaving wallet answers one method. Beyond the test wallet's own behaviours: answering late, throwing
 * values no wallet should throw (a string, `null`, a plain object without `code`), and garbage shaped to get past a
 * loose check (`['not-an-address']`, a chain id that is not hex).
 */
export type Fault =
  | 'hang'
  | 'reject'
  | 'garbage'
  | 'throw-string'
  | 'throw-null'
  | 'throw-object'
  | { late: number }
  | { answer: unknown }

export const FAULT_NAMES = ['hang', 'reject', 'garbage', 'throw-string', 'throw-null', 'throw-object'] as const

/** Garbage per method: plausible enough that only a real check catches it. */
export const FAULT_GARBAGE: Record<string, unknown> = {
  eth_requestAccounts: ['not-an-address'],
  eth_accounts: ['not-an-address'],
  eth_chainId: '0xnot-hex',
  personal_sign: '0xdeadbeef',
  eth_sendTransaction: 'not-a-hash',
  wallet_switchEthereumChain: 'switched?',
}

/** What the throw-* faults throw. */
export const THROWN: Record<'throw-string' | 'throw-null' | 'throw-object', unknown> = {
  'throw-string': 'wallet exploded',
  'throw-null': null,
  'throw-object': { reason: 'no code, no message' },
}

/**
 * Parses `method:fault` (fault: a name above, `late-<ms>`); the form the lab's `?fault=` query parameter takes.
 * Undefined for anything else, so a typo is visible as "no fault" rather than a crash.
 */
export function parseFault(text: string): { method: string; fault: Fault } | undefined {
  const at = text.lastIndexOf(':')
  if (at <= 0) return undefined
  const method = text.slice(0, at)
  const kind = text.slice(at + 1)
  if ((FAULT_NAMES as readonly string[]).includes(kind)) return { method, fault: kind as Fault }
  const late = /^late-(\d+)$/.exec(kind)
  if (late) return { method, fault: { late: Number(late[1]) } }
  return undefined
}
