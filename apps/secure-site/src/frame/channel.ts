import { parseRequest, type RequestMessage } from '@portico/embedded-wallet/protocol'
import { FrameFailure } from './failure'

export type RequestHandler = (request: RequestMessage) => Promise<unknown>

export interface ChannelOptions {
  /** The frame's own window, whose messages are listened to. */
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>
  /** The embedding page's window: the only source requests are taken from and the only target answers go to. */
  host: Pick<Window, 'postMessage'>
  hostOrigin: string
  handle: RequestHandler
  warn?: (message: string, origin?: string) => void
}

const defaultWarn = (message: string, origin?: string) =>
  console.warn(`[portico secure site] ${message}`, ...(origin ? [origin] : []))

/**
 * The frame's end of the postMessage channel: a request counts only from the host window at the exact host origin
 * and only when it parses; each is answered with RESULT or ERROR under its id, posted to that origin alone. A request
 * from anywhere else is ignored and logged. Announces itself with READY; returns a function that stops listening.
 */
export function openChannel(options: ChannelOptions): () => void {
  const { host, hostOrigin } = options
  const warn = options.warn ?? defaultWarn
  const post = (message: unknown) => host.postMessage(message, hostOrigin)
  const answer = async (request: RequestMessage) => {
    try {
      post({ type: 'RESULT', id: request.id, payload: await options.handle(request) })
    } catch (error) {
      const failure =
        error instanceof FrameFailure
          ? error
          : new FrameFailure('FRAME_ERROR', error instanceof Error ? error.message : 'Something went wrong')
      // The HTTP status stays inside the frame; the rest (rpcCode, attemptsLeft, retryAfter) is for the host's UI.
      const { status: _status, ...extra } = failure.extra
      post({ type: 'ERROR', id: request.id, payload: { code: failure.code, message: failure.message, ...extra } })
    }
  }
  const listener = (event: MessageEvent) => {
    const request = parseRequest(event.data)
    if (event.origin !== hostOrigin || event.source !== host) {
      if (request) warn('Ignored a request from a foreign origin', event.origin)
      return
    }
    if (!request) {
      warn('Ignored a malformed request')
      return
    }
    void answer(request)
  }
  options.self.addEventListener('message', listener as EventListener)
  post({ type: 'READY', id: 'ready', payload: {} })
  return () => options.self.removeEventListener('message', listener as EventListener)
}
