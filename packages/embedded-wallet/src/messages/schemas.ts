import * as v from 'valibot'

// Every message between the host page and the secure-site frame is `{ type, id, payload }`. The host sends a request
// (one of REQUESTS' types); the frame answers it with RESULT or ERROR under the same id, and announces itself once
// with READY. Both sides parse with these schemas before acting, so a malformed message is dropped, never half-used.

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64))
const Hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/))
const Address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))
const Base64 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]*={0,2}$/))
const Base58 = v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]+$/))
const Email = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254))
const Otp = v.pipe(v.string(), v.regex(/^\d{6}$/))
/** A Farcaster sign-in URI as FARCASTER_START answered it; FARCASTER_WAIT names the channel by it. */
const FarcasterUri = v.pipe(v.string(), v.minLength(1), v.maxLength(4096))

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const SocialProviderSchema = v.picklist(SOCIAL_PROVIDERS)
export type SocialProvider = v.InferOutput<typeof SocialProviderSchema>

export const UserSchema = v.object({
  id: v.string(),
  email: v.nullable(v.string()),
  provider: v.picklist(['email', ...SOCIAL_PROVIDERS, 'farcaster']),
  username: v.nullable(v.string()),
})
export type EmbeddedUser = v.InferOutput<typeof UserSchema>

export const AccountsSchema = v.object({ eip155: Address, solana: Base58 })
export type EmbeddedAccounts = v.InferOutput<typeof AccountsSchema>

const ConnectedSchema = v.object({ user: UserSchema, accounts: AccountsSchema, isNewUser: v.boolean() })
export type Connected = v.InferOutput<typeof ConnectedSchema>

const Empty = v.object({})
const Quantity = v.optional(Hex)

export const EvmTransactionSchema = v.object({
  to: v.optional(v.nullable(Address)),
  value: Quantity,
  data: Quantity,
  gas: Quantity,
  nonce: Quantity,
  maxFeePerGas: Quantity,
  maxPriorityFeePerGas: Quantity,
})
export type EvmTransaction = v.InferOutput<typeof EvmTransactionSchema>

/** Each request the host may send: its payload and the result the frame answers with. */
export const REQUESTS = {
  /** The signed-in user and accounts, or null when this device has no session. */
  GET_USER: { payload: Empty, result: v.object({ connected: v.nullable(ConnectedSchema) }) },
  /** Starts email login: a code was mailed (VERIFY_OTP) or this device needs approval from the mail (VERIFY_DEVICE). */
  CONNECT_EMAIL: {
    payload: v.object({ email: Email }),
    result: v.object({ action: v.picklist(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
  },
  /** Waits until the device is approved from the mail, then asks for a code (VERIFY_OTP). */
  CONNECT_DEVICE: { payload: v.object({ email: Email }), result: v.object({ action: v.literal('VERIFY_OTP') }) },
  CONNECT_OTP: { payload: v.object({ email: Email, otp: Otp }), result: ConnectedSchema },
  /** The popup URL for a social login; PKCE verifier, state and nonce stay in the frame. */
  SOCIAL_START: { payload: v.object({ provider: SocialProviderSchema }), result: v.object({ url: v.string() }) },
  /** The authorization response the popup relayed (useless without the frame's PKCE verifier). */
  SOCIAL_COMPLETE: {
    payload: v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)), state: Id }),
    result: ConnectedSchema,
  },
  /** Opens a Farcaster sign-in channel; answers its URI (the QR code). The channel's secret stays in the frame. */
  FARCASTER_START: { payload: Empty, result: v.object({ url: FarcasterUri }) },
  /** Waits until the user approved the channel in their Farcaster client (or it expired), then signs in. */
  FARCASTER_WAIT: { payload: v.object({ url: FarcasterUri }), result: ConnectedSchema },
  /** The modal left ConnectingFarcaster: the frame stops polling (a waiting FARCASTER_WAIT fails). */
  FARCASTER_CANCEL: { payload: Empty, result: Empty },
  SIGN_OUT: { payload: Empty, result: Empty },
  /** personal_sign: the raw message bytes as hex. */
  EVM_SIGN_MESSAGE: { payload: v.object({ message: Hex }), result: v.object({ signature: Hex }) },
  /** eth_signTypedData_v4: the typed data as the JSON string the RPC call carries. */
  EVM_SIGN_TYPED_DATA: {
    payload: v.object({ typedData: v.pipe(v.string(), v.maxLength(100_000)) }),
    result: v.object({ signature: Hex }),
  },
  /** eth_sendTransaction: signed in the frame, sent through the chain RPC; answers the hash. */
  EVM_SEND_TRANSACTION: {
    payload: v.object({ chainId: v.pipe(v.number(), v.integer(), v.minValue(1)), transaction: EvmTransactionSchema }),
    result: v.object({ hash: Hex }),
  },
  SOLANA_SIGN_MESSAGE: { payload: v.object({ message: Base64 }), result: v.object({ signature: Base58 }) },
  /** A serialized (wire-format) transaction in base64; answered with the same transaction carrying our signature. */
  SOLANA_SIGN_TRANSACTION: { payload: v.object({ transaction: Base64 }), result: v.object({ transaction: Base64 }) },
  /** Shows the private key inside the frame's own UI after the user re-confirms there; the host never sees it. */
  EXPORT_PRIVATE_KEY: {
    payload: v.object({ namespace: v.picklist(['eip155', 'solana']) }),
    result: v.object({ shown: v.boolean() }),
  },
  UPDATE_EMAIL: { payload: v.object({ newEmail: Email }), result: v.object({ step: v.literal('PRIMARY') }) },
  UPDATE_EMAIL_VERIFY: {
    payload: v.object({ otp: Otp, step: v.picklist(['PRIMARY', 'SECONDARY']) }),
    result: v.union([v.object({ step: v.literal('SECONDARY') }), v.object({ user: UserSchema })]),
  },
  /** The pending step's code mailed again (§4: no sooner than 30 s after the last one). */
  UPDATE_EMAIL_RESEND: { payload: v.object({}), result: v.object({ step: v.picklist(['PRIMARY', 'SECONDARY']) }) },
} as const

export type RequestType = keyof typeof REQUESTS
export const REQUEST_TYPES = Object.keys(REQUESTS) as RequestType[]
export type RequestPayload<T extends RequestType> = v.InferOutput<(typeof REQUESTS)[T]['payload']>
export type RequestResult<T extends RequestType> = v.InferOutput<(typeof REQUESTS)[T]['result']>

const RequestEnvelopeSchema = v.object({ type: v.picklist(REQUEST_TYPES), id: Id, payload: v.unknown() })
export type RequestMessage = { [T in RequestType]: { type: T; id: string; payload: RequestPayload<T> } }[RequestType]

export const ReadyMessageSchema = v.object({ type: v.literal('READY'), id: Id, payload: Empty })
export const ResultMessageSchema = v.object({ type: v.literal('RESULT'), id: Id, payload: v.unknown() })
export const ErrorPayloadSchema = v.object({
  code: v.pipe(v.string(), v.maxLength(64)),
  message: v.pipe(v.string(), v.maxLength(2000)),
  /** EIP-1193 code when the failure maps to one (4001 user rejected, …). */
  rpcCode: v.optional(v.number()),
  /** From apps/api's answer: codes left after a wrong OTP, seconds before a resend is allowed. */
  attemptsLeft: v.optional(v.number()),
  retryAfter: v.optional(v.number()),
})
export const ErrorMessageSchema = v.object({ type: v.literal('ERROR'), id: Id, payload: ErrorPayloadSchema })
export type FrameErrorPayload = v.InferOutput<typeof ErrorPayloadSchema>

export const FrameMessageSchema = v.variant('type', [ReadyMessageSchema, ResultMessageSchema, ErrorMessageSchema])
export type FrameMessage = v.InferOutput<typeof FrameMessageSchema>

/** What the social callback popup posts to its opener (the host), which forwards it to the frame as SOCIAL_COMPLETE. */
export const SocialResultMessageSchema = v.object({
  type: v.literal('SOCIAL_RESULT'),
  id: Id,
  payload: v.union([
    v.object({ code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)), state: Id }),
    v.object({ error: v.pipe(v.string(), v.maxLength(200)) }),
  ]),
})
export type SocialResultMessage = v.InferOutput<typeof SocialResultMessageSchema>

/** A request the frame may act on, or undefined when the value is not one (wrong type, id or payload). */
export function parseRequest(value: unknown): RequestMessage | undefined {
  const envelope = v.safeParse(RequestEnvelopeSchema, value)
  if (!envelope.success) return undefined
  const { type, id, payload } = envelope.output
  const parsed = v.safeParse(REQUESTS[type].payload, payload)
  return parsed.success ? ({ type, id, payload: parsed.output } as RequestMessage) : undefined
}

export function parseResult<T extends RequestType>(type: T, value: unknown): RequestResult<T> {
  return v.parse(REQUESTS[type].result, value) as RequestResult<T>
}
