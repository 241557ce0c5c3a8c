// The host page script of the embedded-wallet spec: a page on another origin than the secure site that embeds the
// real frame through @portico/embedded-wallet's messenger, and records what it can see.
import { ALERTS } from '@portico/common/alerts'
import { EmbeddedWalletError, FrameMessenger, type RequestType } from '@portico/embedded-wallet/protocol'

interface LogEntry {
  level: string
  message: string
  fields?: Record<string, unknown>
}

const logs: LogEntry[] = []
/** Every message this window received, whatever its origin, as the host page's own scripts could see them. */
const received: Array<{ origin: string; data: string }> = []
window.addEventListener('message', (event) => received.push({ origin: event.origin, data: JSON.stringify(event.data) }))

let messenger: FrameMessenger | undefined

const describeError = (error: unknown) =>
  error instanceof EmbeddedWalletError
    ? { code: error.code, frameCode: error.frameCode, message: error.message }
    : { code: 'OTHER', message: String(error) }

const host = {
  logs,
  received,
  async load(frameUrl: string, projectId: string, loadTimeoutMs?: number) {
    messenger = new FrameMessenger({
      frameUrl,
      projectId,
      alerts: ALERTS,
      log: (level, message, fields) => logs.push({ level, message, ...(fields ? { fields } : {}) }),
      ...(loadTimeoutMs ? { loadTimeoutMs } : {}),
    })
    const started = performance.now()
    try {
      await messenger.ready()
      return { ok: true as const, ms: performance.now() - started }
    } catch (error) {
      return { ok: false as const, ms: performance.now() - started, error: describeError(error) }
    }
  },
  /** Starts a request and leaves it pending (for the export, which ends when the user closes the frame's UI). */
  start(type: RequestType, payload: unknown) {
    const pending = host.request(type, payload)
    host.pending = pending
  },
  pending: undefined as Promise<unknown> | undefined,
  async request(type: RequestType, payload: unknown) {
    if (!messenger) throw new Error('load first')
    try {
      return { ok: true as const, result: await messenger.request(type, payload as never) }
    } catch (error) {
      return { ok: false as const, error: describeError(error) }
    }
  },
  /** Makes the frame visible, as a host does for the frame's own UI (the private-key export). */
  showFrame() {
    const element = messenger?.element
    if (element) element.style.cssText = 'position:fixed;top:0;left:0;width:480px;height:320px;border:0;background:#fff'
  },
  /** What a script on the host page gets when it reaches into the frame. */
  probeFrame() {
    const frame = messenger?.element?.contentWindow
    const attempt = (read: () => unknown) => {
      try {
        return { read: true, value: String(read()) }
      } catch (error) {
        return { read: false, error: (error as Error).name }
      }
    }
    return {
      document: attempt(() => frame?.document.body.innerHTML),
      localStorage: attempt(() => frame?.localStorage.length),
      indexedDB: attempt(() => frame?.indexedDB.databases),
    }
  },
}

declare global {
  interface Window {
    porticoHost: typeof host
  }
}
window.porticoHost = host
