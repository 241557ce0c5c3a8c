import * as v from 'valibot'
import { SOCIAL_PROVIDERS } from './options'

export const Email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email(), v.toLowerCase())
export const DeviceId = v.pipe(v.string(), v.minLength(1), v.maxLength(128))
export const Otp = v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be 6 digits'))

export const OtpBody = v.object({ email: Email, deviceId: DeviceId })
export const VerifyBody = v.object({ email: Email, otp: Otp, deviceId: DeviceId })
export const StatusQuery = v.object({ email: Email, deviceId: DeviceId })
export const SocialTokenBody = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS),
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
  // RFC 7636: 43 to 128 unreserved characters.
  codeVerifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier')),
  redirectUri: v.pipe(v.string(), v.maxLength(2048), v.url()),
  deviceId: DeviceId,
  // Optional beyond the contract: when the secure site sends the nonce of its request, the id token must carry it.
  nonce: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(256))),
})
// Shares are short strings (base64 or hex of ~33 bytes for 256-bit entropy); the bound only stops abuse.
export const ShareBody = v.object({ authShare: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)) })
export const UpdateBody = v.object({ newEmail: Email })
export const UpdateVerifyBody = v.object({ otp: Otp, step: v.picklist(['PRIMARY', 'SECONDARY']) })
// Farcaster: the fingerprint of the frame's channel secret (sha256, base64url) and, when polling, the secret itself.
const ChannelSecret = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43,128}$/, 'must be a base64url secret'))
export const FarcasterChannelBody = v.object({ requestKey: ChannelSecret })
export const FarcasterStatusBody = v.object({
  channelToken: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  secret: ChannelSecret,
  deviceId: DeviceId,
})
