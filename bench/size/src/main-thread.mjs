// The page's main-thread work after the button's first frame, read from a Chromium trace (peer.mjs's traced loads):
// the tasks an early click can land in and wait behind. A task's thread time (the trace's `tdur`) is what the
// renderer's main thread spent running it; its wall time (`dur`) also holds the time the thread waited for a core,
// which on a shared 2-core machine was 2-5× as long (issue 22's note). Thread time is the page's own cost.

/** The trace categories that carry the main thread's tasks, what runs in them, and the navigation's start. */
export const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing'

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number,
 *   args?: { data?: { isLoadingMainFrame?: boolean, type?: string, url?: string } } }} TraceEvent
 * @typedef {{ startMs: number, wallMs: number, threadMs: number, doing: string }} MainTask
 */

/**
 * An event's name, with the DOM event's type for a dispatch (`EventDispatch:click`) and the script's file for a call
 * (`FunctionCall index-CcduzW2L.js`: minified, a function's own name says little; its chunk says whose code it is).
 */
function label(/** @type {TraceEvent} */ event) {
  const { type, url } = event.args?.data ?? {}
  const file = url ? ` ${url.split('?')[0].split('/').pop()}` : ''
  return `${event.name}${type ? `:${type}` : ''}${file}`
}

/**
 * The main frame's renderer main-thread tasks that start from `fromMs` to before `toMs` (milliseconds from the
 * navigation's start, performance.now()'s origin), each with its wall and thread time and what took most of it: the
 * longest event inside it (a timer, an idle callback, a module's evaluation, an input event's dispatch, a layout).
 */
export function tasksBetween(/** @type {TraceEvent[]} */ events, /** @type {number} */ fromMs, toMs = Infinity) {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
  if (!navigation) throw new Error('the trace has no navigationStart of the main frame')
  const main = events.filter((e) => e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid)
  const ms = (/** @type {number} */ ts) => (ts - navigation.ts) / 1000
  return main
    .filter((task) => task.name === 'RunTask' && ms(task.ts) >= fromMs && ms(task.ts) < toMs)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0)
      /** @type {TraceEvent | undefined} */
      let longest
      for (const e of main)
        if (e.name !== 'RunTask' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > (longest?.dur ?? 0))
          longest = e
      return {
        startMs: ms(task.ts),
        wallMs: (task.dur ?? 0) / 1000,
        threadMs: (task.tdur ?? task.dur ?? 0) / 1000,
        doing: longest ? label(longest) : 'other',
      }
    })
}

/** Of one load's tasks: the longest by thread time (what it did), and the thread time of them all. */
export function mainThreadLoad(/** @type {MainTask[]} */ tasks) {
  const longest = tasks.reduce(
    (a, t) => (!a || t.threadMs > a.threadMs ? t : a),
    /** @type {MainTask | undefined} */ (undefined),
  )
  return {
    longestMs: longest?.threadMs ?? 0,
    longestDoing: longest?.doing ?? 'none',
    busyMs: tasks.reduce((sum, t) => sum + t.threadMs, 0),
  }
}
