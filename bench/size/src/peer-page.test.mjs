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
})
