import { useMessages } from '@portico/ui'
import { useEffect, useRef } from 'react'
import { attemptsOf } from '../connect/attempts'
import { useModal } from '../context/ModalContext'

/** How long a snackbar or toast stays before it dismisses itself (a loading one stays until replaced). */
export const SNACKBAR_MS = 4000

/**
 * A wallet that answers after the user closed the modal still gets its answer seen: a rejected or failed connect or
 * switch shows core's snackbar (a toast while closed) with the §8 message, and the attempt is forgotten so the next
 * open starts clean.
 */
export function useClosedModalToasts(open: boolean): void {
  const { core } = useModal()
  const { t } = useMessages()
  const raised = useRef(false)
  useEffect(() => {
    // The toast this raised while the modal was closed does not follow the user into the modal.
    if (open) {
      if (raised.current && core.state.snackbar.open) core.snackbar.hide()
      raised.current = false
      return
    }
    const { connect, switch: switching } = attemptsOf(core)
    const watch = (store: typeof connect, rejected: string, failed: string) =>
      store.subscribe(() => {
        const { status } = store.get()
        if (status !== 'rejected' && status !== 'error') return
        core.snackbar.showError(status === 'rejected' ? rejected : failed)
        raised.current = true
        store.set({ status: 'idle' })
      })
    const offConnect = watch(connect, t('message.connectionRejected'), t('message.failedToConnect'))
    const offSwitch = watch(switching, t('networks.rejected'), t('message.anErrorOccurred'))
    return () => {
      offConnect()
      offSwitch()
    }
  }, [open, core, t])
}
