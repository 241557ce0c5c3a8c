import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react'
import { createAppKit } from '../appkit/createAppKit'
import type { CreateAppKitOptions } from '../appkit/options'
import { getCurrentAppKit, subscribeCurrentAppKit } from '../appkit/registry'
import type { AppKit } from '../appkit/types'

const AppKitContext = createContext<AppKit | undefined>(undefined)

export type AppKitProviderProps = { children?: ReactNode } & (
  | { appKit: AppKit }
  | (CreateAppKitOptions & { appKit?: undefined })
)

/**
 * Gives its subtree an AppKit: the one passed as `appKit`, or one created once from the options (AppKit's
 * `<AppKitProvider {...options}>`). Optional: hooks fall back to the instance of the last createAppKit call.
 */
export function AppKitProvider(props: AppKitProviderProps) {
  const { children, appKit, ...options } = props as { children?: ReactNode; appKit?: AppKit } & CreateAppKitOptions
  const [kit] = useState(() => appKit ?? createAppKit(options))
  return <AppKitContext.Provider value={appKit ?? kit}>{children}</AppKitContext.Provider>
}

/** The AppKit hooks read: the provider's, else the last created, else undefined (server, or before createAppKit). */
export function useAppKitInstance(): AppKit | undefined {
  const fromContext = useContext(AppKitContext)
  // On a server too: an app that calls createAppKit at module level renders with it there as on the client.
  const global = useSyncExternalStore(subscribeCurrentAppKit, getCurrentAppKit, getCurrentAppKit)
  return fromContext ?? global
}
