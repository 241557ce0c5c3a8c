import type { AppKitCore } from '@portico/core'
import { useCallback, useSyncExternalStore } from 'react'

// A wallet may put a view of its own over the preview while the send is in flight (the embedded wallet's
// ApproveTransaction); the preview is mounted afresh when that view pops. So the send's status lives per core, not
// in the component: a remounted preview still shows it pending, then the outcome, and cannot send twice.

export type SendStatus =
  | { status: 'idle'; error?: string }
  | { status: 'pending' }
  | { status: 'confirmed' | 'reverted'; id: string }

interface Slot {
  status: SendStatus
  listeners: Set<() => void>
}

const IDLE: SendStatus = { status: 'idle' }
const slots = new WeakMap<AppKitCore, Slot>()

function slotOf(core: AppKitCore): Slot {
  let slot = slots.get(core)
  if (!slot) {
    slot = { status: IDLE, listeners: new Set() }
    slots.set(core, slot)
  }
  return slot
}

export function setSendStatus(core: AppKitCore, status: SendStatus): void {
  const slot = slotOf(core)
  slot.status = status
  for (const listener of slot.listeners) listener()
}

/** A new form starts with no outcome, unless a send is still on its way. */
export function resetSendStatus(core: AppKitCore): void {
  if (slotOf(core).status.status !== 'pending') setSendStatus(core, IDLE)
}

export function useSendStatus(core: AppKitCore): SendStatus {
  const slot = slotOf(core)
  const subscribe = useCallback(
    (listener: () => void) => {
      slot.listeners.add(listener)
      return () => {
        slot.listeners.delete(listener)
      }
    },
    [slot],
  )
  const read = () => slot.status
  return useSyncExternalStore(subscribe, read, read)
}
