import type { SIWXConfig } from '@portico/core'
import { useAppKitInstance } from '../context/AppKitProvider'

/** AppKit's `useAppKitSIWX()`: the kit's sign-in configuration (`siwx`, or `siweConfig` mapped onto it), if any. */
export function useAppKitSIWX<T extends SIWXConfig = SIWXConfig>(): T | undefined {
  const kit = useAppKitInstance()
  return kit?.core.getSIWX() as T | undefined
}
