import { describe, expect, it, vi } from 'vitest'
import { warmEventDispatch } from '../src/appkit/warm-events'

// Issue 22: React's event code is run once ahead of the first click, where nothing of the app or the page can see it.
describe('warmEventDispatch', () => {
  it("runs a press through React's dispatch in a root that is never in the page: its button's handler is called once, no listener of the page hears anything, nothing is left", () => {
    const heard: string[] = []
    const record = (event: Event) => heard.push(event.type)
    const types = ['pointerover', 'pointerdown', 'focusin', 'click']
    for (const type of types) {
      window.addEventListener(type, record, true)
      document.addEventListener(type, record, true)
    }
    const before = document.body.innerHTML
    const onClick = vi.fn()
    try {
      warmEventDispatch(onClick)
    } finally {
      for (const type of types) {
        window.removeEventListener(type, record, true)
        document.removeEventListener(type, record, true)
      }
    }
    // React called the handler with its synthetic click: the dispatch went through React's root listeners.
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onClick.mock.calls[0]?.[0]).toMatchObject({ type: 'click', nativeEvent: expect.any(MouseEvent) })
    expect(heard).toEqual([])
    expect(document.body.innerHTML).toBe(before)
  })
})
