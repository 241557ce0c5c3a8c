// Issue 22: a page's first click waited behind React's event code running for the first time. The app's root
// dispatches the pointer's over, move, down and up, then the click, before our button's handler runs, and V8
// compiles each function of that code at its first call: at 4× CPU throttling the over-to-click dispatch of a first
// click took 47-51 ms, 26-34 ms once this had run (bench/size/README.md, "Ninth round"). The same events, dispatched
// once in a root of our own that is never attached to the page, run that code ahead of the click; no handler of the
// app or of the page sees them (a detached tree has no document or window on its path). React here is the app's own
// module instance, so it is the app's dispatch that is warmed. In a page without React (the vanilla entry) it is the
// modal's, which its code brings at the same time.
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'

// One of each path a press takes through React's dispatch: a continuous event with the enter/leave plugin (the
// pointer's arrival), a discrete one (the press), focus, and the click with a listener to call. The event's kind does
// not matter to React (it picks its synthetic event by type), so all are MouseEvents.
const EVENTS = 'pointerover pointerdown focusin click'

/**
 * Run once per kit, on idle after the first paint (createAppKit fetches this module then). `onClick` is the button's
 * handler, which React calls for the click.
 */
export function warmEventDispatch(onClick: () => void = () => {}): void {
  const container = document.createElement('div')
  const root = createRoot(container)
  // With a handler, as the app's button has one.
  flushSync(() => root.render(createElement('button', { type: 'button', onClick })))
  for (const type of EVENTS.split(' ')) container.firstChild?.dispatchEvent(new MouseEvent(type, { bubbles: true }))
  root.unmount()
}
