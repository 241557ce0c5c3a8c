import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test'

// Only this machine may be reached: the suite is offline by default and a page that tries otherwise is a bug.
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost'])
const NETWORK_PROTOCOLS = new Set(['http:', 'https:', 'ws:', 'wss:'])

export function isLocalUrl(url: URL): boolean {
  if (!NETWORK_PROTOCOLS.has(url.protocol)) return true
  return LOCAL_HOSTS.has(url.hostname)
}

export interface GuardViolations {
  outsideRequests: string[]
  pageErrors: string[]
  consoleErrors: string[]
}

// Watches every page of one browser context: aborts requests to outside hosts (so nothing leaves the machine) and
// records them, uncaught page errors and console errors. The fixture fails the test with the list at the end.
export class PageGuard {
  private readonly outside: string[] = []
  private readonly pageErrors: string[] = []
  private readonly consoleErrors: string[] = []
  private readonly expectedPatterns: RegExp[] = []
  private readonly expectedErrors: string[] = []
  private readonly watched = new WeakSet<Page>()

  async attach(context: BrowserContext): Promise<void> {
    await context.route(
      (url) => !isLocalUrl(url),
      (route) => {
        this.outside.push(route.request().url())
        return route.abort('blockedbyclient')
      },
    )
    await context.routeWebSocket(
      (url) => !isLocalUrl(url),
      (ws) => {
        this.outside.push(ws.url())
        return ws.close()
      },
    )
    context.on('page', (page) => this.watch(page))
    for (const page of context.pages()) this.watch(page)
  }

  violations(): GuardViolations {
    return {
      outsideRequests: [...this.outside],
      pageErrors: [...this.pageErrors],
      consoleErrors: [...this.consoleErrors],
    }
  }

  /**
   * Declares console errors a test provokes on purpose (e.g. Chromium's own log of a WebSocket handshake the test's
   * relay outage refuses): matching messages are kept in `expectedConsoleErrors()` instead of failing the test.
   * Keep patterns narrow; everything else still fails.
   */
  expectConsoleError(pattern: RegExp): void {
    this.expectedPatterns.push(pattern)
  }

  expectedConsoleErrors(): string[] {
    return [...this.expectedErrors]
  }

  assertClean(): void {
    const report = formatViolations(this.violations())
    if (report) throw new Error(report)
  }

  private watch(page: Page): void {
    if (this.watched.has(page)) return
    this.watched.add(page)
    page.on('pageerror', (error) => this.pageErrors.push(`${error.name}: ${error.message}`))
    page.on('console', (message) => this.onConsole(message))
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return
    // Chromium logs "Failed to load resource" for each request the guard aborted; that request is already listed.
    const source = message.location().url
    if (source && this.outside.includes(source) && message.text().startsWith('Failed to load resource')) return
    const text = source ? `${message.text()} (at ${source})` : message.text()
    if (this.expectedPatterns.some((pattern) => pattern.test(message.text()))) this.expectedErrors.push(text)
    else this.consoleErrors.push(text)
  }
}

export function formatViolations(v: GuardViolations): string | null {
  const sections: string[] = []
  const section = (title: string, items: string[]) => {
    if (items.length > 0) sections.push(`${title}:\n${items.map((item) => `  - ${item}`).join('\n')}`)
  }
  section('requests to hosts other than 127.0.0.1/localhost (aborted)', v.outsideRequests)
  section('uncaught page errors', v.pageErrors)
  section('console errors', v.consoleErrors)
  if (sections.length === 0) return null
  return `The page guard failed this test.\n${sections.join('\n')}`
}
