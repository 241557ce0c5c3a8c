import { useSyncExternalStore } from 'react'
import type { AppKit, KitState } from '../appkit/createAppKit'
import { useAppKitInstance } from '../context/AppKitProvider'

export type CoreSnapshot = ReturnType<AppKit['getSnapshot']>

const noSubscribe = () => () => {}
const none = () => undefined

/**
 * The core snapshot through useSyncExternalStore, with a server snapshot so server rendering never throws.
 * Undefined before createAppKit; every hook then answers "disconnected".
 */
export function useCoreSnapshot(): { kit: AppKit | undefined; snap: CoreSnapshot | undefined } {
  const kit = useAppKitInstance()
  const snap = useSyncExternalStore(
    kit ? kit.subscribe : noSubscribe,
    kit ? kit.getSnapshot : none,
    kit ? kit.getServerSnapshot : none,
  )
  return { kit, snap }
}

const initialKitState: KitState = { initialized: false, themeVariables: {}, locale: 'en' }
const getInitialKitState = () => initialKitState

export function useKitState(kit: AppKit | undefined): KitState {
  return useSyncExternalStore(
    kit ? kit.subscribeKit : noSubscribe,
    kit ? kit.getKitState : getInitialKitState,
    kit ? kit.getServerKitState : getInitialKitState,
  )
}
