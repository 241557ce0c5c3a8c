import type { RefusalRules } from '../../wc-relay'

/**
 * Project ids the dev stack's relay refuses, one per §8 relay refusal, so a page reaches each alert by its project id
 * alone (the lab's `relay-refusals` configuration takes it from `?project=`). Every other project is accepted.
 */
export const DEV_RELAY_REFUSED_PROJECTS = {
  /** Unknown to the relay: 'Unauthorized: invalid key'. */
  invalidKey: 'portico-dev-relay-unknown',
  /** Allows only https://app.example, an origin no local page has: 'Unauthorized: origin not allowed'. */
  originNotAllowed: 'portico-dev-relay-foreign-origin',
  /** The relay's clock an hour behind the page's: 'JWT validation error: JWT Token is not yet valid'. */
  jwtNotYetValid: 'portico-dev-relay-clock-behind',
} as const

export const DEV_RELAY_REFUSALS: RefusalRules = {
  unknownProjects: [DEV_RELAY_REFUSED_PROJECTS.invalidKey],
  allowedOrigins: { [DEV_RELAY_REFUSED_PROJECTS.originNotAllowed]: ['https://app.example'] },
  clockBehindMs: { [DEV_RELAY_REFUSED_PROJECTS.jwtNotYetValid]: 3_600_000 },
}
