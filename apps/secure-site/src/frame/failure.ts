/** A failure the frame answers a request with (sent as an ERROR message; never carries key material). */
export class FrameFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extra: { rpcCode?: number; attemptsLeft?: number; retryAfter?: number; status?: number } = {},
  ) {
    super(message)
  }
}
