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

// Records, for every page of one browser context, requests and WebSockets to outside hosts, uncaught page errors and
// console errors; the fixture fails the test with the list at the end. What keeps an outside request from leaving
// the machine is the browser's launch flags (OFFLINE_PROXY_ARGS in ./chromium): the guard only listens. It used to
// intercept every request (context.route), which sent each one through the test worker and back — 60–180 ms per
// chunk while the worker was busy, counted by the timing specs as the product's.
export class PageGuard {
  private readonly outside: string[] = []
  private readonly pageErrors: string[] = []
  private readonly consoleErrors: string[] = []
  private readonly expectedPatterns: RegExp[] = []
  private readonly expectedErrors: string[] = []
  private readonly watched = new WeakSet<Page>()

  async attach(context: BrowserContext): Promise<void> {
    context.on('request', (request) => this.recordIfOutside(request.url()))
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

  private recordIfOutside(url: string): void {
    if (!isLocalUrl(new URL(url))) this.outside.push(url)
  }

  private watch(page: Page): void {
    if (this.watched.has(page)) return
    this.watched.add(page)
    page.on('websocket', (socket) => this.recordIfOutside(socket.url()))
    page.on('pageerror', (error) => this.pageErrors.push(`${error.name}: ${error.message}`))
    page.on('console', (message) => this.onConsole(message))
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return
    // Chromium logs "Failed to load resource" for each outside request it refused; that request is already listed.
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
  section('requests to hosts other than 127.0.0.1/localhost (refused by the browser)', v.outsideRequests)
  section('uncaught page errors', v.pageErrors)
  section('console errors', v.consoleErrors)
  if (sections.length === 0) return null
  return `The page guard failed this test.\n${sections.join('\n')}`
}
