import { useEffect, useState } from 'react'

type Snapshot = typeof import('./walletSnapshot')

let loaded: Snapshot | undefined

/** The bundled wallet snapshot, fetched as its own chunk the first time a view without a service asks for it. */
export function loadWalletSnapshot(): Promise<Snapshot> {
  return import('./walletSnapshot').then((module) => {
    loaded = module
    return module
  })
}

/** The snapshot once loaded, while `enabled` (no service configured); never loaded otherwise. */
export function useWalletSnapshot(enabled: boolean): Snapshot | undefined {
  const [snapshot, setSnapshot] = useState(loaded)
  useEffect(() => {
    if (!enabled || snapshot) return
    let live = true
    loadWalletSnapshot().then(
      (module) => live && setSnapshot(module),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [enabled, snapshot])
  return enabled ? snapshot : undefined
}
