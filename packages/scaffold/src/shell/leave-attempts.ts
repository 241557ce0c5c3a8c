import type { AppKitCore } from '@portico/core'
import { useEffect, useRef } from 'react'
import { leaveAttempts } from '../connect/attempts'

/**
 * Closing the modal (Escape, the close button) or going back leaves the view that waited on the wallet: what it
 * waited on is abandoned, so a wallet that never answers does not block the next connect or switch.
 */
export function useLeaveAttempts(core: AppKitCore, open: boolean, depth: number): void {
  const last = useRef(depth)
  useEffect(() => {
    if (!open || depth < last.current) leaveAttempts(core)
    last.current = depth
  }, [core, open, depth])
}
