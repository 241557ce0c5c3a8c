export { issOfJwt, issOfPublicKey, verifyClientJwt } from './client-auth'
export { Mailbox, type MailboxSnapshot, type StoredMessage } from './mailbox'
export { RELAY_ERRORS } from './protocol'
export { type RelayOptions, type RelayStats, type RunningRelay, startRelay, subscriptionId } from './relay-server'
