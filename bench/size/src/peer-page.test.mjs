import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChromium, serveDir } from './peer.mjs'
import { peerTiming } from './peer-page.mjs'

// A page whose dialog is in the document from the start, laid out but hidden the way `?hide=` says (as Portico's
// placeholder waits between opens); the Connect button's click reveals it 120 ms later and records when.
const PAGE = `<!doctype html><button>Connect Wallet</button><div id=host></div><script>
const hide = new URLSearchParams(location.search).get('hide')
const root = document.getElementById('host').attachShadow({ mode: 'open' })
root.innerHTML = '<div id=o style="' + hide + '"><div role=dialog style="width:200px;height:120px">Connect</div></div>'
const overlay = root.getElementById('o')
document.querySelector('button').onclick = () => setTimeout(() => {
  overlay.style.cssText = ''
  window.revealedAt = performance.now()
}, 120)
// ?busy=N: the press's pointerdown keeps the main thread N ms, as a slow dispatch before the click would.
const busy = Number(new URLSearchParams(location.search).get('busy') ?? 0)
document.querySelector('button').onpointerdown = () => {
  const until = performance.now() + busy
  while (performance.now() < until);
}
</script>`

describe('peer benchmark page timing (in Chromium)', () => {
  /** @type {import('playwright-core').Browser} */
  let browser
  /** @type {Awaited<ReturnType<typeof serveDir>>} */
  let server
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'peer-page-'))
    await writeFile(join(dir, 'index.html'), PAGE)
    server = await serveDir(dir)
    browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  // A dialog that is laid out but hidden or transparent is not seen: click → dialog ends at the reveal, not at the
  // first frame after the click.
  for (const hide of ['visibility:hidden', 'opacity:0']) {
    it(`counts a dialog under ${hide} as not shown until it is revealed`, async () => {
      const page = await browser.newPage()
      try {
        await page.addInitScript(peerTiming)
        await page.goto(`${server.url}?hide=${encodeURIComponent(hide)}`)
        await page.waitForFunction(() => window.__peer?.buttonMs !== undefined, undefined, { polling: 'raf' })
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await page.waitForFunction(() => window.__peer?.dialogMs !== undefined)
        const { clickedAt, dialogMs, revealedAt } = await page.evaluate(() => ({ ...window.__peer, revealedAt }))
        expect(clickedAt + dialogMs).toBeGreaterThanOrEqual(revealedAt)
        expect(dialogMs).toBeGreaterThanOrEqual(120)
      } finally {
        await page.close()
      }
    })
  }

  // The click's time split in three: the press's events before the click hold the 80 ms the page's pointerdown takes.
  it('splits click → dialog into the wait, the press before the click and the click to the frame', async () => {
    const page = await browser.newPage()
    try {
      await page.addInitScript(peerTiming)
      await page.goto(`${server.url}?hide=visibility:hidden&busy=80`)
      await page.waitForFunction(() => window.__peer?.buttonMs !== undefined, undefined, { polling: 'raf' })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.waitForFunction(() => window.__peer?.dialogMs !== undefined)
      const t = await page.evaluate(() => window.__peer)
      if (!t || t.pressAt === undefined || t.pressStamp === undefined || t.clickHandledAt === undefined)
        throw new Error(`no press recorded: ${JSON.stringify(t)}`)
      expect(t.pressAt).toBeGreaterThanOrEqual(t.pressStamp)
      expect(t.clickHandledAt - t.pressAt).toBeGreaterThanOrEqual(80)
      // The dialog is revealed 120 ms after the click's handler.
      expect((t.clickedAt ?? 0) + (t.dialogMs ?? 0) - t.clickHandledAt).toBeGreaterThanOrEqual(120)
    } finally {
      await page.close()
    }
  })
})
