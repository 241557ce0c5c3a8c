import type { AppKitCore } from '@portico/core'
import { useCoreSnapshot } from '../../context/ModalContext'

// A wallet may put a view of its own over the preview while the send is in flight (the embedded wallet's
// ApproveTransaction); the preview is mounted afresh when that view pops. So the send's status lives with the send
// form in core's `send` state, not in the component: a remounted preview still shows it pending, then the outcome,
// and cannot send twice. Core does not type it (the views own it) and clears it with the form.

export type SendStatus =
  | { status: 'idle'; error?: string }
  | { status: 'pending' }
  | { status: 'confirmed' | 'reverted'; id: string }

type WithStatus = { status?: SendStatus }

export function setSendStatus(core: AppKitCore, status: SendStatus): void {
  ;(core.state.send as WithStatus).status = status
}

/** A new form starts with no outcome, unless a send is still on its way. */
export function resetSendStatus(core: AppKitCore): void {
  if ((core.state.send as WithStatus).status?.status !== 'pending') setSendStatus(core, { status: 'idle' })
}

export function useSendStatus(): SendStatus {
  return (useCoreSnapshot().send as WithStatus).status ?? { status: 'idle' }
}
