import { expect, test } from '../fixtures'
import { PageGuard } from '../support/page-guard'
import { GUARD_PAGES_DIR } from '../support/paths'
import { type StaticServer, serveStatic } from '../support/static-server'

// Proves the shared fixture: pages that break the offline/no-error rules must fail their test. `test.fail()` turns
// each of those into a pass only when the fixture really failed it, so a guard that let them through turns red.
let server: StaticServer

test.beforeAll(async () => {
  server = await serveStatic(GUARD_PAGES_DIR)
})

test.afterAll(async () => {
  await server?.close()
})

test.describe('the shared fixture fails a test whose page', () => {
  test('requests an outside host', async ({ page }) => {
    test.fail()
    await page.goto(`${server.url}/outside-host.html`)
  })

  test('opens a WebSocket to an outside host', async ({ page }) => {
    test.fail()
    await page.goto(`${server.url}/outside-websocket.html`)
    await expect(page.locator('body')).toHaveAttribute('data-closed', 'yes')
  })

  test('throws an uncaught error', async ({ page }) => {
    test.fail()
    await page.goto(`${server.url}/page-error.html`)
  })

  test('logs a console error', async ({ page }) => {
    test.fail()
    await page.goto(`${server.url}/console-error.html`)
  })
})

test('the shared fixture passes a page that stays local and logs no error', async ({ page }) => {
  await page.goto(`${server.url}/clean.html`)
  await expect(page.getByTestId('clean')).toBeVisible()
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'yes')
})

// The same guard on a context of its own, to check what it records and that the outside request never left.
test.describe('the page guard records', () => {
  async function visit(browser: import('@playwright/test').Browser, path: string) {
    const context = await browser.newContext()
    const guard = new PageGuard()
    await guard.attach(context)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('requestfailed', (request) => failures.push(`${request.url()} ${request.failure()?.errorText}`))
    await page.goto(`${server.url}${path}`)
    await page.waitForLoadState('load')
    await context.close()
    return { violations: guard.violations(), failures }
  }

  test('an outside request, refused by the browser before it leaves the machine', async ({ browser }) => {
    const { violations, failures } = await visit(browser, '/outside-host.html')
    expect(violations).toEqual({
      outsideRequests: ['https://portico-guard.example/pixel.png'],
      pageErrors: [],
      consoleErrors: [],
    })
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatch(/^https:\/\/portico-guard\.example\/pixel\.png net::ERR_PROXY_CONNECTION_FAILED/)
  })

  test('an outside WebSocket, refused by the browser (it closes without opening)', async ({ browser }) => {
    const context = await browser.newContext()
    const guard = new PageGuard()
    await guard.attach(context)
    const page = await context.newPage()
    await page.goto(`${server.url}/outside-websocket.html`)
    await expect(page.locator('body')).toHaveAttribute('data-closed', 'yes')
    const opened = await page.evaluate(() => document.body.dataset.opened ?? 'no')
    await context.close()
    expect(guard.violations().outsideRequests).toEqual(['wss://portico-guard.example/socket'])
    expect(opened).toBe('no')
  })

  test('an uncaught error', async ({ browser }) => {
    const { violations } = await visit(browser, '/page-error.html')
    expect(violations).toEqual({ outsideRequests: [], pageErrors: ['Error: guard-test uncaught'], consoleErrors: [] })
  })

  test('a console error', async ({ browser }) => {
    const { violations } = await visit(browser, '/console-error.html')
    expect(violations.outsideRequests).toEqual([])
    expect(violations.pageErrors).toEqual([])
    expect(violations.consoleErrors).toHaveLength(1)
    expect(violations.consoleErrors[0]).toMatch(/^guard-test console/)
  })

  test('a console error the test declared expected, apart; an undeclared one still counts', async ({ browser }) => {
    for (const [pattern, expected] of [
      [/^guard-test console/, 1],
      [/^some other message$/, 0],
    ] as const) {
      const context = await browser.newContext()
      const guard = new PageGuard()
      guard.expectConsoleError(pattern)
      await guard.attach(context)
      const page = await context.newPage()
      await page.goto(`${server.url}/console-error.html`)
      await page.waitForLoadState('load')
      await context.close()
      expect(guard.expectedConsoleErrors()).toHaveLength(expected)
      expect(guard.violations().consoleErrors).toHaveLength(1 - expected)
    }
  })

  test('nothing on a clean page', async ({ browser }) => {
    const { violations } = await visit(browser, '/clean.html')
    expect(violations).toEqual({ outsideRequests: [], pageErrors: [], consoleErrors: [] })
  })
})
