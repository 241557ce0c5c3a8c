import type { AppKit } from './types'

// AppKit apps call createAppKit once at module level and use hooks without a provider; the latest instance is
// the one hooks read unless an <AppKitProvider> gives another. Hooks subscribe to changes of the instance, so a
// component rendered before createAppKit updates when it runs.
let current: AppKit | undefined
const listeners = new Set<() => void>()

export function setCurrentAppKit(kit: AppKit | undefined): void {
  current = kit
  for (const listener of listeners) listener()
}

export function getCurrentAppKit(): AppKit | undefined {
  return current
}

export function subscribeCurrentAppKit(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
