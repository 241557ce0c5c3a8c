import { createStore } from '@portico/common'
import type { AppKit } from './types'

// AppKit apps call createAppKit once at module level and use hooks without a provider; the latest instance is
// the one hooks read unless an <AppKitProvider> gives another. Hooks subscribe to changes of the instance, so a
// component rendered before createAppKit updates when it runs.
const current = createStore<AppKit | undefined>(undefined)

export const setCurrentAppKit: (kit: AppKit | undefined) => void = current.set
export const getCurrentAppKit: () => AppKit | undefined = current.get
export const subscribeCurrentAppKit: (listener: () => void) => () => void = current.subscribe
