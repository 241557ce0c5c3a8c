import type { CaipNetworkId } from '@portico/common'

// The Sign in with X contract (§3, §4) the modal talks to. @portico/siwx implements it from replaceable pieces; an
// app may also hand in its own object of this shape. Core only ever calls these methods, never a chain library.

/** The CAIP-122 fields of a sign-in message (§3 SIWX session data). Times are ISO 8601 / RFC 3339 strings. */
export interface SIWXMessageData {
  accountAddress: string
  /** CAIP-2 network id, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
  statement?: string
}

/** A message ready to be signed: its fields plus the exact text the wallet signs. */
export interface SIWXMessage extends SIWXMessageData {
  toString(): string
}

/** A CAIP-74 capability object, for wallets that answer one-click sign-in with a CACAO. */
export interface SIWXCacao {
  h: { t: 'caip122' | 'eip4361' }
  p: Record<string, unknown>
  s: { t: string; s: string; m?: string }
}

/** A signed-in session: what was signed, the signature, and the fields it was made from. */
export interface SIWXSession {
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: SIWXCacao
}

export interface SIWXMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
}

export interface SIWXSignParams {
  message: string
  accountAddress: string
  chainId: CaipNetworkId
}

export interface SIWXConfig {
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Verifies and stores a session; throws when the session is refused. */
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, accountAddress: string): Promise<void>
  /** Replaces every stored session; an empty list signs out everywhere. */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /** Live (verified, unexpired) sessions for an account on a network. */
  getSessions(chainId: CaipNetworkId, accountAddress: string): Promise<SIWXSession[]>
  /** Signs with something other than the connected adapter (for example a one-click flow); default: the adapter. */
  signMessage?(params: SIWXSignParams): Promise<string>
  /** Whether the user must sign in to stay connected (§4 cancel rule). Default false. */
  getRequired?(): boolean
  /** Sign out (revoke sessions) when the wallet disconnects. */
  signOutOnDisconnect?: boolean
}

/** Whether a value has the required SIWX methods (used for §5's "no client" check). */
export function isSIWXConfig(value: unknown): value is SIWXConfig {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'].every(
    (m) => typeof v[m] === 'function',
  )
}
