import * as v from 'valibot'
import {
  FrameMessageSchema,
  parseResult,
  type RequestPayload,
  type RequestResult,
  type RequestType,
  SocialResultMessageSchema,
} from '../messages/schemas'
import { EmbeddedWalletError, type FrameAlerts } from './errors'
import { type MountedFrame, type MountFrame, mountHiddenIframe } from './mount-frame'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_AFTER_LOAD_MS, FRAME_READY_DELAY_MS, REQUEST_TIMEOUT_MS } from './timeouts'

export type MessengerLog = (level: 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void

export interface FrameMessengerOptions {
  /** The secure site's frame page, e.g. `https://secure.example.com/frame`. Its origin is the only one trusted. */
  frameUrl: string
  projectId: string
  /**
   * The catalogue's texts for IFRAME_LOAD_FAILED and IFRAME_REQUEST_TIMEOUT (`@portico/common/alerts`). Handed in, not
   * imported: this module is a chunk fetched from another lazy chunk, and such a chunk importing a module of the app's
   * entry made Vite 8's bundler split the entry (lazy-wallet.ts).
   */
  alerts: FrameAlerts
  /** The window whose messages are listened to (default: the global window). */
  hostWindow?: Window
  mount?: MountFrame
  loadTimeoutMs?: number
  readyDelayMs?: number
  readyAfterLoadMs?: number
  requestTimeoutMs?: Partial<Record<RequestType, number>>
  log?: MessengerLog
}

interface Pending {
  type: RequestType
  resolve(result: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

const defaultLog: MessengerLog = (level, message, fields) =>
  console[level](`[portico embedded wallet] ${message}`, fields)

/** Whether a value is shaped like one of ours, i.e. a message someone may be trying to pass off as the frame's. */
function looksLikeFrameMessage(data: unknown): boolean {
  return v.is(FrameMessageSchema, data) || v.is(SocialResultMessageSchema, data)
}

/**
 * Talks to the secure-site frame: inserts it on first use, waits for READY and the 500 ms after it, sends requests
 * with ids and answers each from the matching RESULT or ERROR. Only messages from the frame's own window and exact
 * origin count; anything shaped like ours from elsewhere is ignored and logged. Every wait has a bound: a frame that
 * never reports ready fails with IFRAME_LOAD_FAILED, a request that is not answered with IFRAME_REQUEST_TIMEOUT.
 */
export class FrameMessenger {
  readonly origin: string
  private readonly options: FrameMessengerOptions
  private readonly hostWindow: Window
  private readonly log: MessengerLog
  private frame: MountedFrame | undefined
  private readiness: Promise<void> | undefined
  private onReady: (() => void) | undefined
  private readonly pending = new Map<string, Pending>()
  private nextId = 0
  private readonly listener = (event: MessageEvent) => this.receive(event)

  constructor(options: FrameMessengerOptions) {
    this.options = options
    this.origin = new URL(options.frameUrl).origin
    this.hostWindow = options.hostWindow ?? window
    this.log = options.log ?? defaultLog
  }

  /** The iframe, once inserted (hosts show it for the frame's own UI, e.g. the private-key export). */
  get element(): HTMLIFrameElement | undefined {
    return this.frame?.element
  }

  /** Inserts the frame if needed and resolves once it is initialised; a failed load may be retried by calling again. */
  ready(): Promise<void> {
    this.readiness ??= this.load().catch((error: unknown) => {
      this.teardownFrame()
      throw error
    })
    return this.readiness
  }

  async request<T extends RequestType>(type: T, payload: RequestPayload<T>): Promise<RequestResult<T>> {
    await this.ready()
    const frameWindow = this.frame?.window
    if (!frameWindow) throw this.alert('IFRAME_LOAD_FAILED')
    const id = `${Date.now().toString(36)}-${(this.nextId++).toString(36)}`
    const timeoutMs = this.options.requestTimeoutMs?.[type] ?? REQUEST_TIMEOUT_MS[type]
    return new Promise<RequestResult<T>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(this.alert('IFRAME_REQUEST_TIMEOUT'))
      }, timeoutMs)
      this.pending.set(id, { type, resolve: resolve as (result: unknown) => void, reject, timer })
      frameWindow.postMessage({ type, id, payload }, this.origin)
    })
  }

  /** Removes the frame and rejects what is still waiting. */
  destroy(): void {
    this.teardownFrame()
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer)
      entry.reject(new EmbeddedWalletError('FRAME_ERROR', { message: 'The embedded wallet was closed' }))
      this.pending.delete(id)
    }
  }

  private alert(code: keyof FrameAlerts): EmbeddedWalletError {
    return new EmbeddedWalletError(code, { message: this.options.alerts[code].text })
  }

  private load(): Promise<void> {
    const url = new URL(this.options.frameUrl)
    url.searchParams.set('projectId', this.options.projectId)
    url.searchParams.set('origin', this.hostWindow.location.origin)
    this.hostWindow.addEventListener('message', this.listener)
    return new Promise<void>((resolve, reject) => {
      const timers: Array<ReturnType<typeof setTimeout>> = []
      const fail = () => {
        for (const timer of timers) clearTimeout(timer)
        this.onReady = undefined
        reject(this.alert('IFRAME_LOAD_FAILED'))
      }
      this.onReady = () => {
        for (const timer of timers) clearTimeout(timer)
        this.onReady = undefined
        setTimeout(resolve, this.options.readyDelayMs ?? FRAME_READY_DELAY_MS)
      }
      timers.push(setTimeout(fail, this.options.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS))
      const frame = (this.options.mount ?? mountHiddenIframe)(url.toString())
      this.frame = frame
      frame.onLoad(() => {
        if (this.onReady) timers.push(setTimeout(fail, this.options.readyAfterLoadMs ?? FRAME_READY_AFTER_LOAD_MS))
      })
    })
  }

  private teardownFrame(): void {
    this.hostWindow.removeEventListener('message', this.listener)
    this.frame?.remove()
    this.frame = undefined
    this.readiness = undefined
    this.onReady = undefined
  }

  private receive(event: MessageEvent): void {
    const frameWindow = this.frame?.window
    if (event.origin !== this.origin || !frameWindow || event.source !== frameWindow) {
      // The secure site's own social popup answers this window too; awaitSocialResult takes that message.
      if (event.origin === this.origin && v.is(SocialResultMessageSchema, event.data)) return
      if (looksLikeFrameMessage(event.data))
        this.log('warn', 'Ignored a message that did not come from the secure site', { origin: event.origin })
      return
    }
    const parsed = v.safeParse(FrameMessageSchema, event.data)
    if (!parsed.success) {
      this.log('warn', 'Ignored a malformed message from the secure site')
      return
    }
    const message = parsed.output
    if (message.type === 'READY') {
      this.onReady?.()
      return
    }
    const entry = this.pending.get(message.id)
    if (!entry) return
    this.pending.delete(message.id)
    clearTimeout(entry.timer)
    if (message.type === 'ERROR') {
      const { code, message: text, rpcCode, attemptsLeft, retryAfter } = message.payload
      entry.reject(
        new EmbeddedWalletError('FRAME_ERROR', {
          message: text,
          frameCode: code,
          ...(rpcCode ? { rpcCode } : {}),
          ...(attemptsLeft !== undefined ? { attemptsLeft } : {}),
          ...(retryAfter !== undefined ? { retryAfter } : {}),
        }),
      )
      return
    }
    try {
      entry.resolve(parseResult(entry.type, message.payload))
    } catch (cause) {
      entry.reject(new EmbeddedWalletError('FRAME_ERROR', { message: 'Malformed answer from the secure site', cause }))
    }
  }
}
