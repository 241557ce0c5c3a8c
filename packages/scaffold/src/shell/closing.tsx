import { createContext, useContext, useRef } from 'react'
import { useCoreSnapshot } from '../context/ModalContext'

/** Whether the shell renders in place (embedded): it then never plays a close animation over a reset view. */
export const EmbeddedContext = createContext(false)

/**
 * The value as it was when the modal started closing. While the dialog fades out the router and the attempt are
 * already reset; a view reading them keeps showing what the user saw (a successful connect's spinner) instead of the
 * reset state ("Failed to connect" without a target). Read from the same snapshot as the value, so the two agree.
 */
export function useHeldWhileClosing<T>(value: T): T {
  const embedded = useContext(EmbeddedContext)
  const open = useCoreSnapshot().modal.open
  const closing = !embedded && !open
  const held = useRef(value)
  if (!closing) held.current = value
  return held.current
}
