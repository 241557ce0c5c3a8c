import { createContext, useContext } from 'react'

export interface DialogContextValue {
  /** Id the Header gives its title, referenced by the dialog's aria-labelledby. */
  titleId: string
  /** Header calls this while it shows a title, so the dialog knows aria-labelledby has a target. */
  setTitled(titled: boolean): void
  onClose: (() => void) | undefined
  dismissible: boolean
}

export const DialogContext = createContext<DialogContextValue | null>(null)

export function useDialog(): DialogContextValue | null {
  return useContext(DialogContext)
}
