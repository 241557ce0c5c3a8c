import type { EvmTestWallet } from '@portico/testing'

// wagmi's injected connector and its EIP-6963 discovery (mipd) only look for `window`, `window.ethereum` and the
// eip6963 events. Node has EventTarget and CustomEvent, so a real event target stands in for the page's window and
// the test wallet announces itself exactly as an extension would.

export interface WalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

type TestWindow = EventTarget & { ethereum?: unknown }

export function installWindow(): { window: TestWindow; restore(): void } {
  const scope = globalThis as { window?: unknown }
  const previous = scope.window
  const window: TestWindow = new EventTarget()
  scope.window = window
  return {
    window,
    restore() {
      if (previous === undefined) delete scope.window
      else scope.window = previous
    },
  }
}

/** Announces now and on every later eip6963:requestProvider; returns a function that stops answering. */
export function announceWallet(window: EventTarget, info: WalletInfo, wallet: EvmTestWallet): () => void {
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: wallet }) }),
    )
  announce()
  window.addEventListener('eip6963:requestProvider', announce)
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
