import type { Locator, Page } from '@playwright/test'

/** What the service answers for one search text, asked directly: the view must end up showing this. */
export interface SearchAnswer {
  /** Names of every match (all pages). */
  all: string[]
  /** Names of the first page, in the service's order. */
  first: string[]
  count: number
}

/** One real keystroke, timed in the page from the keydown event's own time stamp. */
export interface KeystrokeTiming {
  text: string
  /** keydown → the first frame whose rows are all matches of the new text (what the user sees first). */
  frameMs: number
  /** keydown → the first frame showing the service's answer (its first rows and count): debounce + round trip. */
  serviceMs: number
}

interface Recorder {
  expected: { all: string[]; first: string[]; count: number }
  keydownAt?: number
  frameAt?: number
  settledAt?: number
}
type RecorderWindow = typeof window & { __porticoSearch?: Recorder }

/**
 * Arms a recorder in the page, types one character with Playwright's keyboard (a trusted key event through the
 * browser's input pipeline) and waits until the rows the service answered for the new text are on screen. Rows are
 * checked once per animation frame, after React has committed and just before paint.
 */
export async function typeAndTime(page: Page, searchBox: Locator, char: string, text: string, answer: SearchAnswer) {
  await searchBox.evaluate((input: HTMLInputElement, expected) => {
    const w = window as RecorderWindow
    const recorder: Recorder = { expected }
    w.__porticoSearch = recorder
    const root = input.getRootNode() as ShadowRoot
    const all = new Set(expected.all)
    const onKeydown = (event: KeyboardEvent) => {
      input.removeEventListener('keydown', onKeydown, true)
      recorder.keydownAt = event.timeStamp
      const check = () => {
        const rows = [...root.querySelectorAll('[data-wallet]')].map((r) => r.getAttribute('data-wallet') ?? '')
        const now = performance.now()
        if (recorder.frameAt === undefined && rows.length > 0 && rows.every((n) => all.has(n))) recorder.frameAt = now
        const setsize = root.querySelector('li[aria-setsize]')?.getAttribute('aria-setsize')
        const settled =
          rows.length > 0 && setsize === String(expected.count) && rows.every((n, i) => n === expected.first[i])
        if (settled) {
          recorder.frameAt ??= now
          recorder.settledAt = now
          return
        }
        requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    }
    input.addEventListener('keydown', onKeydown, true)
  }, answer)
  await page.keyboard.type(char)
  await page.waitForFunction(() => (window as RecorderWindow).__porticoSearch?.settledAt !== undefined, undefined, {
    timeout: 10_000,
  })
  return page.evaluate((typed): KeystrokeTiming => {
    const r = (window as RecorderWindow).__porticoSearch as Required<Recorder>
    return { text: typed, frameMs: r.frameAt - r.keydownAt, serviceMs: r.settledAt - r.keydownAt }
  }, text)
}
