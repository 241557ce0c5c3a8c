import type { RequestType } from '../messages/schemas'

/** §9: the frame must report ready within 20 s of being inserted. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** §4/§9: after READY the frame counts as initialised only 500 ms later. */
export const FRAME_READY_DELAY_MS = 500
/**
 * After the iframe's load event, READY should already be on its way (the frame posts it as its script starts); a
 * page that loaded without it (an error page, a refused frame-ancestors) is a load failure, not a 20 s wait.
 */
export const FRAME_READY_AFTER_LOAD_MS = 3_000

const AUTH_MS = 120_000
/** §9: email, device, OTP, social and social-redirect requests 120 s; sign-out waits at most 3 s. */
export const REQUEST_TIMEOUT_MS: Record<RequestType, number> = {
  GET_USER: AUTH_MS,
  CONNECT_EMAIL: AUTH_MS,
  CONNECT_DEVICE: AUTH_MS,
  CONNECT_OTP: AUTH_MS,
  SOCIAL_START: AUTH_MS,
  SOCIAL_COMPLETE: AUTH_MS,
  FARCASTER_START: AUTH_MS,
  // The channel itself expires (apps/api: 10 minutes); the frame answers then, so the host waits a little longer.
  FARCASTER_WAIT: 11 * 60_000,
  FARCASTER_CANCEL: AUTH_MS,
  SIGN_OUT: 3_000,
  // Not named by §9: signing happens after the user approved on the host, so the frame answers in milliseconds;
  // sending waits for the chain RPC.
  EVM_SIGN_MESSAGE: AUTH_MS,
  EVM_SIGN_TYPED_DATA: AUTH_MS,
  EVM_SEND_TRANSACTION: AUTH_MS,
  SOLANA_SIGN_MESSAGE: AUTH_MS,
  SOLANA_SIGN_TRANSACTION: AUTH_MS,
  // The user reads and copies the key in the frame's own UI; the request ends when they close it.
  EXPORT_PRIVATE_KEY: 15 * 60_000,
  UPDATE_EMAIL: AUTH_MS,
  UPDATE_EMAIL_VERIFY: AUTH_MS,
  UPDATE_EMAIL_RESEND: AUTH_MS,
}
