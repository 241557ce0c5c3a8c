/**
 * happy-dom's fetch preflights every cross-origin GET (Chromium sends a plain one), which a local service on another
 * port does not answer: tests that reach one turn happy-dom's same-origin emulation off. No-op outside happy-dom.
 */
export function allowCrossOriginFetch(): void {
  const happy = (globalThis as { happyDOM?: { settings: { fetch: { disableSameOriginPolicy: boolean } } } }).happyDOM
  if (happy) happy.settings.fetch.disableSameOriginPolicy = true
}
