// The SIWX work the factories fetch on first use (load.ts): each factory's calls, with everything they need.
export { sessionChecks } from '../config/session-checks'
export { createMessage } from '../messenger/create-message'
export { serverStorageCalls } from '../storage/server-storage-calls'
