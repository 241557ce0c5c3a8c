// `@portico/embedded-wallet/protocol`: the messages exchanged with the secure-site frame, the messenger that carries
// them, the session on top of it, the request decoding and the errors. The secure site and tests import them from
// here; an app needs only the main entry, whose stand-in loads this code on first need, so none of it is in the
// app's initial JS (issue 16).

export { decodeErc20Transfer, describeEvmTransaction, describeTypedData } from '../adapter/decode'
export { ProviderRpcError } from '../adapter/rpc-error'
export { EmbeddedSession, type EmbeddedSessionOptions } from '../adapter/session'
export { openSocialPopup, SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH, socialPopupFeatures } from '../adapter/social-popup'
export type { AuthUserEvent, EmbeddedWalletOptions } from '../adapter/wallet-base'
export {
  AccountsSchema,
  type Connected,
  type EmbeddedAccounts,
  type EmbeddedUser,
  ErrorPayloadSchema,
  type EvmTransaction,
  EvmTransactionSchema,
  type FrameErrorPayload,
  type FrameMessage,
  FrameMessageSchema,
  parseRequest,
  parseResult,
  REQUEST_TYPES,
  REQUESTS,
  type RequestMessage,
  type RequestPayload,
  type RequestResult,
  type RequestType,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  SocialProviderSchema,
  type SocialResultMessage,
  SocialResultMessageSchema,
  UserSchema,
} from '../messages/schemas'
export { EmbeddedWalletError, type EmbeddedWalletErrorCode } from '../messenger/errors'
export { FrameMessenger, type FrameMessengerOptions, type MessengerLog } from '../messenger/frame-messenger'
export { type MountedFrame, type MountFrame, mountHiddenIframe } from '../messenger/mount-frame'
export { awaitSocialResult, SOCIAL_POPUP_POLL_MS, type SocialResultOptions } from '../messenger/social-result'
export {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_AFTER_LOAD_MS,
  FRAME_READY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
} from '../messenger/timeouts'
export type { AccountTypeChoice, SafeAddresses, SmartAccountOptions } from '../smart/options'
export { PREFERRED_ACCOUNT_TYPE_KEY } from '../smart/smart-accounts'
