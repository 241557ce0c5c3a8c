// The SIWX work the factories fetch on first use (load.ts): each factory's calls, with everything they need.
export { createMessage } from '../messenger/create-message'
export { serverStorageCalls } from '../storage/server-storage-calls'
export { checkSessionWindow, verifySession } from '../verify/verify-session'
