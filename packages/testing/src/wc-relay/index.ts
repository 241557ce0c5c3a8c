export { issOfJwt, issOfPublicKey, JWT_CLOCK_TOLERANCE_SEC, JWT_NOT_YET_VALID, verifyClientJwt } from './client-auth'
export { Mailbox, type MailboxSnapshot, type StoredMessage } from './mailbox'
export { RELAY_ERRORS } from './protocol'
export {
  type ConnectionAttempt,
  INVALID_KEY,
  ORIGIN_NOT_ALLOWED,
  projectRefusal,
  type RefusalRules,
} from './refusal-rules'
export {
  RELAY_REFUSAL_CLOSE_CODE,
  type RelayOptions,
  type RelayStats,
  type RunningRelay,
  startRelay,
} from './relay-server'
export { subscriptionId } from './relay-topics'
