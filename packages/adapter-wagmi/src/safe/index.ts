// Entry point @portico/adapter-wagmi/safe: the Safe app connector, kept out of the main entry for its size.
import { safe } from '@wagmi/connectors'
import type { CreateConnectorFn } from '@wagmi/core'

/** What a page running as a Safe app can be given: the Safe UI origins it accepts messages from. */
export interface SafeOptions {
  /** Origins (RegExp) of the Safe interface allowed to talk to the app; default any parent (Safe's own default). */
  allowedDomains?: RegExp[]
  /** How long the Safe interface may take to answer getSafeInfo (default SAFE_INFO_TIMEOUT_MS). */
  infoTimeoutMs?: number
}

/**
 * wagmi's own default is 10 ms, which a real Safe misses whenever the app's frame is busy rendering as it loads (the
 * answer is a postMessage handled on that same busy thread): the app then comes up disconnected inside its Safe.
 * The connector exists only in frames, so a top-level page never waits; a frame that is not a Safe waits this long
 * once, on reconnect.
 */
export const SAFE_INFO_TIMEOUT_MS = 500

/** The parameters given to wagmi's `safe()` connector. */
export function safeParameters(settings: SafeOptions = {}): Parameters<typeof safe>[0] {
  return {
    ...(settings.allowedDomains ? { allowedDomains: settings.allowedDomains } : {}),
    unstable_getInfoTimeout: settings.infoTimeoutMs ?? SAFE_INFO_TIMEOUT_MS,
  }
}

/** Whether this page is inside a frame, the only place a Safe app runs. */
export function inFrame(): boolean {
  try {
    return typeof window !== 'undefined' && window.parent !== undefined && window.parent !== window
  } catch {
    return false
  }
}

/**
 * §1 "a safe-app wallet": wagmi's Safe connector, only when the page runs in a frame (outside one it is never created,
 * so nothing waits for a getSafeInfo no one answers). Pass the result to `createWagmiAdapter({ connectors })`.
 *
 * A separate entry point (`@portico/adapter-wagmi/safe`) on purpose: the Safe Apps provider is CommonJS and brings
 * its own copy of viem (≈ 185 kB gzip in a lazy chunk), which an app that is never a Safe app must not ship.
 */
export function safeConnector(settings: SafeOptions = {}): CreateConnectorFn[] {
  if (!inFrame()) return []
  return [safe(safeParameters(settings))]
}
