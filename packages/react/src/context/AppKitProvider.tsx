import { cookieToStoredState } from '@portico/core/ssr'
import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react'
import { createAppKit } from '../appkit/createAppKit'
import type { CreateAppKitOptions } from '../appkit/options'
import { getCurrentAppKit, subscribeCurrentAppKit } from '../appkit/registry'
import type { AppKit } from '../appkit/types'
import { SnapshotSourceContext, storedSnapshots } from './stored-snapshots'

const AppKitContext = createContext<AppKit | undefined>(undefined)

export type AppKitProviderProps = {
  children?: ReactNode
  /**
   * Server rendering: the request's `Cookie` header (Next.js: `(await headers()).get('cookie')` in a server
   * component, passed down), with createAppKit's `storage: cookieStorage()`. The hooks and buttons below show the
   * connection it holds on the server render and the hydrating render, and until start-up has restored it.
   */
  cookies?: string | null
} & ({ appKit: AppKit } | (CreateAppKitOptions & { appKit?: undefined }))

/**
 * Gives its subtree an AppKit: the one passed as `appKit`, or one created once from the options (AppKit's
 * `<AppKitProvider {...options}>`). Optional: hooks fall back to the instance of the last createAppKit call.
 */
export function AppKitProvider(props: AppKitProviderProps) {
  const { children, appKit, cookies, ...options } = props as {
    children?: ReactNode
    appKit?: AppKit
    cookies?: string | null
  } & CreateAppKitOptions
  const [kit] = useState(() => appKit ?? createAppKit(options))
  // Per tree, never per module: two requests rendered at once each see their own cookie.
  const source = useMemo(
    () => (cookies === undefined ? undefined : storedSnapshots(cookieToStoredState(cookies))),
    [cookies],
  )
  const tree = source ? (
    <SnapshotSourceContext.Provider value={source}>{children}</SnapshotSourceContext.Provider>
  ) : (
    children
  )
  return <AppKitContext.Provider value={appKit ?? kit}>{tree}</AppKitContext.Provider>
}

/** The AppKit hooks read: the provider's, else the last created, else undefined (server, or before createAppKit). */
export function useAppKitInstance(): AppKit | undefined {
  const fromContext = useContext(AppKitContext)
  // On a server too: an app that calls createAppKit at module level renders with it there as on the client.
  const global = useSyncExternalStore(subscribeCurrentAppKit, getCurrentAppKit, getCurrentAppKit)
  return fromContext ?? global
}
