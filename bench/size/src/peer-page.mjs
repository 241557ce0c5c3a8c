// The in-page half of the peer benchmark (peer.mjs), installed before the app's scripts. Times are read in the page:
// performance.now() has the navigation's start as its origin, and an input event's timeStamp is on the same clock.

/**
 * `pressAt`, `clickHandledAt`: when the page's first listener (a capture listener on window) ran for the press's first
 * event (its pointer's arrival, `pressStamp` its timeStamp) and for the click. They split click → dialog into the wait
 * for the main thread (`pressAt − pressStamp`), the dispatch of the press's events before the click
 * (`clickHandledAt − pressAt`: the app's React root dispatches each of them) and the click's own handling up to the
 * frame (`clickedAt + dialogMs − clickHandledAt`).
 * @typedef {{ buttonMs?: number, clickedAt?: number, dialogMs?: number, pressStamp?: number, pressAt?: number,
 *   clickHandledAt?: number }} PeerTiming
 */

export function peerTiming() {
  const w = /** @type {Window & { __peer?: PeerTiming }} */ (window)
  /** @type {PeerTiming} */
  const timing = {}
  w.__peer = timing
  const button = () => [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Connect'))
  // Navigation → button: the first animation frame in which the app's connect button is laid out.
  const watchButton = () => {
    const found = button()
    if (found && found.getBoundingClientRect().height > 0) timing.buttonMs = performance.now()
    else requestAnimationFrame(watchButton)
  }
  const observer = new MutationObserver(() => {
    if (!button()) return
    observer.disconnect()
    requestAnimationFrame(watchButton)
  })
  observer.observe(document, { childList: true, subtree: true })

  /**
   * A person sees the dialog once it has a box and neither it nor anything around it (across shadow roots) is
   * transparent or `visibility: hidden` — a dialog laid out but hidden, waiting for its open, is not shown.
   */
  const visible = (/** @type {Element} */ el) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  const dialogShown = () => {
    const roots = [
      document,
      ...[...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : [])),
    ]
    return roots.some((root) => [...root.querySelectorAll('[role="dialog"]')].some(visible))
  }
  window.addEventListener(
    'pointerover',
    (event) => {
      if (!event.isTrusted || timing.pressAt !== undefined) return
      timing.pressAt = performance.now()
      timing.pressStamp = event.timeStamp
    },
    true,
  )
  // Click → dialog: from the trusted click's timeStamp to the first frame with a visible dialog.
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted || timing.clickedAt !== undefined) return
      timing.clickHandledAt = performance.now()
      timing.clickedAt = event.timeStamp
      const check = () => {
        if (dialogShown()) timing.dialogMs = performance.now() - event.timeStamp
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    },
    true,
  )
}
