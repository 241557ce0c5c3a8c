import { createStore } from '@portico/common'
import type { AppKit } from './types'

// AppKit apps call createAppKit once at module level and use hooks without a provider; the latest instance is
// the one hooks read unless an <AppKitProvider> gives another. Hooks subscribe to changes of the instance, so a
// component rendered before createAppKit updates when it runs.
const current = createStore<AppKit | undefined>(undefined)

export const setCurrentAppKit: (kit: AppKit | undefined) => void = current.set
export const getCurrentAppKit: () => AppKit | undefined = current.get
export const subscribeCurrentAppKit: (listener: () => void) => () => void = current.subscribe

// One modal in the page: a second createAppKit (a hot reload, a module evaluated twice) must not leave two dialogs.
// The kit that mounts its modal takes the place; the previous holder's modal is unmounted (it mounts again, taking
// the place back, if that kit is opened later).
let modalHolder: (() => void) | undefined

export function claimModal(unmount: () => void): void {
  if (modalHolder !== unmount) modalHolder?.()
  modalHolder = unmount
}

export function releaseModal(unmount: () => void): void {
  if (modalHolder === unmount) modalHolder = undefined
}
