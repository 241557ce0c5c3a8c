export const SHAKE_MS = 500

export interface ModalState {
  open: boolean
  loading: boolean
  shake: boolean
}

export function createModalState(): ModalState {
  return { open: false, loading: false, shake: false }
}

/** Open/close flags and the 500 ms shake (§2, §4). The timer is owned here so `dispose` can clear it. */
export function createModal(state: ModalState) {
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  return {
    setOpen(open: boolean) {
      state.open = open
    },
    setLoading(loading: boolean) {
      state.loading = loading
    },
    shake() {
      if (shakeTimer) clearTimeout(shakeTimer)
      state.shake = true
      shakeTimer = setTimeout(() => {
        state.shake = false
        shakeTimer = undefined
      }, SHAKE_MS)
    },
    dispose() {
      if (shakeTimer) clearTimeout(shakeTimer)
    },
  }
}
