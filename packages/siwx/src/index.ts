// Sign in with X: a SIWX config composed from a messenger, verifiers and a storage. Chain verifiers are separate
// subpath exports (`@portico/siwx/evm`, `/solana`, `/bitcoin`, `/polkadot`) so an app ships only the ones it uses.
export type {
  SIWXCacao,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageInput,
  SIWXSession,
  SIWXSignParams,
} from '@portico/core'
export { type CreateSIWXOptions, createSIWX } from './config/create-siwx'
export { isSIWXError, isSIWXErrorCode, SIWX_ERROR_MESSAGES, SIWXError, type SIWXErrorCode } from './errors/siwx-error'
export { ACCOUNT_LABELS } from './message/chains'
export { formatMessage } from './message/format'
export { parseMessage } from './message/parse'
export { validateMessageData } from './message/validate'
export { createMessenger, type MessengerOptions, type SIWXMessenger, toMessage } from './messenger/messenger'
export {
  createMemoryNonceStore,
  generateNonce,
  type MemoryNonceStoreOptions,
  type NonceCheck,
  type SIWXNonceStore,
} from './nonce/nonce'
export { COOKIE_NAME, type CookieJar, type CookieStorageOptions, createCookieStorage } from './storage/cookie-storage'
export {
  createLocalStorage,
  type KeyValueStore,
  LOCAL_STORAGE_KEY,
  type LocalStorageOptions,
} from './storage/local-storage'
export { createMemoryStorage } from './storage/memory-storage'
export { isSession } from './storage/schema'
export { createServerStorage, type ServerStorage, type ServerStorageOptions } from './storage/server-storage'
export { type SIWXStorage, sameAccount } from './storage/storage'
export type { SIWXVerifier } from './verify/verifier'
export { checkSessionWindow, type VerifySessionOptions, verifySession } from './verify/verify-session'
