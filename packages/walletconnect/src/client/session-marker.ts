// A one-line note that a session exists, so a page load can tell "nothing to restore" without loading the
// universal provider (its own records live in IndexedDB, behind the lazy chunk).

const KEY = 'appkit.walletconnect.session'

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

export function markSession(prefix: string, topic: string | undefined): void {
  try {
    if (topic) storage()?.setItem(`${KEY}${prefix}`, topic)
    else storage()?.removeItem(`${KEY}${prefix}`)
  } catch {
    // Storage full or blocked: restoring then costs a provider load, nothing worse.
  }
}

export function hasSessionMark(prefix: string): boolean {
  try {
    return Boolean(storage()?.getItem(`${KEY}${prefix}`))
  } catch {
    return false
  }
}

/** Whether a page load has a session to restore (the default storage prefix), without loading anything. */
export const hasStoredWalletConnectSession = (): boolean => hasSessionMark('')
