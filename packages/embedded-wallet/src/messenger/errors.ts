export type EmbeddedWalletErrorCode = 'IFRAME_LOAD_FAILED' | 'IFRAME_REQUEST_TIMEOUT' | 'FRAME_ERROR'

/** The §8 alert texts of the frame's two failures (`@portico/common/alerts`), given to the messenger by its creator. */
export type FrameAlerts = Record<Exclude<EmbeddedWalletErrorCode, 'FRAME_ERROR'>, { readonly text: string }>

/**
 * A failure of the embedded wallet frame. The two §8 alert codes carry the catalogue's text (the messenger has it
 * from its options); FRAME_ERROR carries the frame's own answer (its `frameCode`, e.g. INVALID_OTP, and an EIP-1193
 * `rpcCode` when there is one).
 */
export class EmbeddedWalletError extends Error {
  override readonly name = 'EmbeddedWalletError'
  readonly code: EmbeddedWalletErrorCode
  readonly frameCode: string | undefined
  readonly rpcCode: number | undefined
  /** From apps/api through the frame: codes left after a wrong one, seconds before a new code may be asked. */
  readonly attemptsLeft: number | undefined
  readonly retryAfter: number | undefined

  constructor(
    code: EmbeddedWalletErrorCode,
    options: {
      message?: string
      frameCode?: string
      rpcCode?: number
      attemptsLeft?: number
      retryAfter?: number
      cause?: unknown
    } = {},
  ) {
    super(options.message ?? 'Something went wrong', options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.frameCode = options.frameCode
    this.rpcCode = options.rpcCode
    this.attemptsLeft = options.attemptsLeft
    this.retryAfter = options.retryAfter
  }
}
