import { ALERTS } from '@portico/common/alerts'
import type { Connected, RequestPayload, RequestResult, RequestType, SocialProvider } from '../messages/schemas'
import type { FrameMessenger, FrameMessengerOptions, MessengerLog } from '../messenger/frame-messenger'

const never = (): Promise<never> => new Promise(() => undefined)

/** The frame while its own UI shows: centred over the page, above the modal. */
const SHOWN_FRAME =
  'position:fixed;inset:0;margin:auto;width:min(420px,100vw);height:min(560px,100vh);border:0;border-radius:16px;' +
  'background:#fff;box-shadow:0 8px 40px rgba(0,0,0,.35);z-index:2147483647'

export interface EmbeddedSessionOptions {
  /** The secure site's origin (or base URL); the frame page is its `/frame`. */
  secureSiteUrl: string
  projectId?: string
  log?: MessengerLog
  /** Tests give a messenger of their own; apps leave it out and the real one is imported when first needed. */
  createMessenger?: (
    options: Pick<FrameMessengerOptions, 'frameUrl' | 'projectId' | 'alerts' | 'log'>,
  ) => FrameMessenger
}

/**
 * The one embedded-wallet sign-in both namespaces' adapters share: the frame messenger (imported, and the frame
 * inserted, only when first needed) and who is signed in. Key material and the session token never leave the frame;
 * this keeps only the user and the two public addresses the frame answered with.
 */
export class EmbeddedSession {
  private messenger: Promise<FrameMessenger> | undefined
  private projectId: string | undefined
  private state: Connected | undefined
  private readonly listeners = new Set<(connected: Connected | undefined) => void>()

  constructor(private readonly options: EmbeddedSessionOptions) {
    this.projectId = options.projectId
  }

  private muted = false

  /** AppKit's enableAuthLogger: false, as the app's core hands it over: the frame's complaints stay out of the console. */
  mute(): void {
    this.muted = true
  }

  private get log(): MessengerLog | undefined {
    return this.muted ? () => undefined : this.options.log
  }

  /** The app's project id, given by the binding when the app set none here. */
  setProjectId(projectId: string): void {
    this.projectId ??= projectId
  }

  get connected(): Connected | undefined {
    return this.state
  }

  onChange(listener: (connected: Connected | undefined) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Inserts the frame ahead of use; a failure is reported when a request needs the frame. */
  preload(): void {
    void this.frame()
      .then((m) => m.ready())
      .catch(() => undefined)
  }

  async request<T extends RequestType>(type: T, payload: RequestPayload<T>): Promise<RequestResult<T>> {
    const messenger = await this.frame()
    return messenger.request(type, payload)
  }

  /** After CONNECT_OTP or SOCIAL_COMPLETE, or from GET_USER on a reload. */
  setConnected(connected: Connected | undefined): void {
    this.state = connected
    for (const listener of this.listeners) listener(connected)
  }

  /** Restores the sign-in kept in the frame (device share + session there): no code asked. */
  async restore(): Promise<Connected | undefined> {
    if (this.state) return this.state
    const { connected } = await this.request('GET_USER', {})
    if (connected) this.setConnected(connected)
    return connected ?? undefined
  }

  /**
   * A social login through `popup` (opened by the caller in the user's click): the frame makes the authorization URL
   * (its PKCE verifier stays there), the popup goes to the provider and comes back to the secure site, whose callback
   * posts the code to this window; only that popup on the secure site's origin is listened to (§5). The frame redeems
   * the code. Closing the popup first rejects with POPUP_CLOSED (checked every second, §9).
   */
  async socialLogin(provider: SocialProvider, popup: Window): Promise<Connected> {
    try {
      const messenger = await this.frame()
      const { awaitSocialResult } = await import('../messenger/social-result')
      const log = this.log
      const result = awaitSocialResult({ popup, origin: messenger.origin, ...(log ? { log } : {}) })
      // Settled below; until then a closed popup must not surface as an unhandled rejection.
      result.catch(() => undefined)
      const { url } = await Promise.race([messenger.request('SOCIAL_START', { provider }), result.then(never)])
      popup.location.href = url
      const connected = await messenger.request('SOCIAL_COMPLETE', await result)
      this.setConnected(connected)
      return connected
    } finally {
      if (!popup.closed) popup.close()
    }
  }

  /**
   * The private-key export happens in the frame's own UI: the iframe is shown over the page while the request runs
   * (the user re-confirms and reads the key there), then hidden again. The host never receives the key.
   */
  async exportPrivateKey(namespace: 'eip155' | 'solana'): Promise<void> {
    const messenger = await this.frame()
    await messenger.ready()
    const element = messenger.element
    const hidden = element?.style.cssText
    if (element) {
      element.style.cssText = SHOWN_FRAME
      element.removeAttribute('aria-hidden')
      element.tabIndex = 0
    }
    try {
      await messenger.request('EXPORT_PRIVATE_KEY', { namespace })
    } finally {
      if (element && hidden !== undefined) {
        element.style.cssText = hidden
        element.setAttribute('aria-hidden', 'true')
        element.tabIndex = -1
      }
    }
  }

  async signOut(): Promise<void> {
    if (!this.state) return
    this.setConnected(undefined)
    await this.request('SIGN_OUT', {}).catch(() => undefined)
  }

  private frame(): Promise<FrameMessenger> {
    this.messenger ??= this.createMessenger().catch((error: unknown) => {
      this.messenger = undefined
      throw error
    })
    return this.messenger
  }

  private async createMessenger(): Promise<FrameMessenger> {
    const frameUrl = new URL('/frame', this.options.secureSiteUrl).toString()
    const projectId = this.projectId ?? ''
    const log = this.log
    const options = { frameUrl, projectId, alerts: ALERTS, ...(log ? { log } : {}) }
    if (this.options.createMessenger) return this.options.createMessenger(options)
    // The messenger and its schemas are a chunk of their own: nothing of them is in the app's initial JS.
    const { FrameMessenger } = await import('../messenger/frame-messenger')
    return new FrameMessenger(options)
  }
}
