import { type AuthResult, issOfJwt, JWT_NOT_YET_VALID, verifyClientJwt } from './client-auth'

/** The hosted relay's words for a project id it does not know; clients match on them. */
export const INVALID_KEY = 'Unauthorized: invalid key'
/** The hosted relay's words for a page origin the project does not allow. */
export const ORIGIN_NOT_ALLOWED = 'Unauthorized: origin not allowed'

/**
 * Per-project refusals, as the hosted relay makes them from a project's settings, so a page on this machine can meet
 * each one by its project id alone.
 */
export interface RefusalRules {
  /** Project ids the relay does not know: refused with 'Unauthorized: invalid key'. */
  unknownProjects?: readonly string[]
  /** Project id → the only page origins it allows (exact); any other origin, or none, is refused. */
  allowedOrigins?: Readonly<Record<string, readonly string[]>>
  /**
   * Project id → how far the relay's clock runs behind the client's for it: a token issued "now" by the client looks
   * issued in the future, and is refused as not yet valid (the skew users meet with a wrong system clock).
   */
  clockBehindMs?: Readonly<Record<string, number>>
}

export interface ConnectionAttempt {
  projectId: string | undefined
  origin: string | undefined
}

/** Why the rules refuse a connection for this project and origin, or undefined when they accept it. */
export function projectRefusal(rules: RefusalRules, { projectId, origin }: ConnectionAttempt): string | undefined {
  if (projectId === undefined) return undefined
  if (rules.unknownProjects?.includes(projectId)) return INVALID_KEY
  const origins =
    rules.allowedOrigins && Object.hasOwn(rules.allowedOrigins, projectId) ? rules.allowedOrigins[projectId] : undefined
  if (origins && (origin === undefined || !origins.includes(origin))) return ORIGIN_NOT_ALLOWED
  return undefined
}

/** The relay's clock as a connection for this project sees it. */
export function clockFor(rules: RefusalRules, projectId: string | undefined, now: number): number {
  const behind = projectId !== undefined && rules.clockBehindMs ? (rules.clockBehindMs[projectId] ?? 0) : 0
  return now - behind
}

/**
 * What the relay does with a connection: accept it for a client id; `close` it with a reason after opening it (as
 * the hosted relay does, because a browser shows nothing of a refused upgrade); or `reject` the upgrade (401).
 */
export type Admission =
  | { kind: 'accept'; clientId: string }
  | { kind: 'close'; reason: string }
  | { kind: 'reject'; reason: string }

export interface AdmissionOptions {
  rules: RefusalRules
  /** Extra refusals decided by the caller, checked before the rules. */
  refuse?: ((connection: ConnectionAttempt) => string | undefined) | undefined
  /** Check the JWT's signature and times; without it the client id is its `iss` alone. */
  verifyAuth: boolean
  now: number
}

export function admit(auth: string | null, attempt: ConnectionAttempt, options: AdmissionOptions): Admission {
  const iss = issOfJwt(auth)
  const checked: AuthResult = options.verifyAuth
    ? verifyClientJwt(auth, clockFor(options.rules, attempt.projectId, options.now))
    : iss
      ? { ok: true, clientId: iss }
      : { ok: false, reason: 'missing auth' }
  // A project refusal is told over the opened socket, like a token from the future; any other bad token is a 401.
  if (checked.ok || checked.reason === JWT_NOT_YET_VALID) {
    const refusal = options.refuse?.(attempt) ?? projectRefusal(options.rules, attempt)
    if (refusal !== undefined) return { kind: 'close', reason: refusal }
  }
  if (!checked.ok)
    return checked.reason === JWT_NOT_YET_VALID
      ? { kind: 'close', reason: checked.reason }
      : { kind: 'reject', reason: checked.reason }
  return { kind: 'accept', clientId: checked.clientId }
}
