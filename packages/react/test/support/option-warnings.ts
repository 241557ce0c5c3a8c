/**
 * The warning list is imported by createAppKit after the first paint (a frame, then an idle slot: 200 ms where the
 * browser has no requestIdleCallback, as in jsdom); once that import has settled, its warnings have been given.
 */
export async function optionWarningsGiven(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250)))
  await import('../../src/appkit/unsupported-options')
  await new Promise((resolve) => setTimeout(resolve, 0))
}
