import { useEffect, useState } from 'react'

type Snapshot = typeof import('./walletSnapshot')

let loaded: Snapshot | undefined

/**
 * The bundled wallet snapshot once loaded (its own chunk, fetched the first time), while `enabled` (no service
 * configured); never loaded otherwise.
 */
export function useWalletSnapshot(enabled: boolean): Snapshot | undefined {
  const [snapshot, setSnapshot] = useState(loaded)
  useEffect(() => {
    if (!enabled || snapshot) return
    let live = true
    import('./walletSnapshot').then(
      (module) => {
        loaded = module
        if (live) setSnapshot(module)
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [enabled, snapshot])
  return enabled ? snapshot : undefined
}
