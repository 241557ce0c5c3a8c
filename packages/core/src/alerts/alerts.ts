import { ALERT_VARIANTS, type AlertKey, type AlertVariant } from '@portico/common'

/**
 * The §8 alert shown: its key, the values its text takes (`{message}`…) and how loud it is. The title and text are
 * the modal's to show, from ui's catalogue in the user's language (`@portico/common/alerts` has the English): keeping
 * them out of core keeps them out of every app's initial JS.
 */
export interface AlertState {
  open: boolean
  key: AlertKey | undefined
  params: Record<string, string>
  variant: AlertVariant
  /** Keys already shown by `showOnce`; universal-provider alerts appear once per core (§8). */
  shown: AlertKey[]
}

export type SnackbarVariant = 'success' | 'error' | 'loading' | 'info'

export interface SnackbarState {
  open: boolean
  message: string
  variant: SnackbarVariant
}

export function createAlertState(): AlertState {
  return { open: false, key: undefined, params: {}, variant: 'info', shown: [] }
}

export function createSnackbarState(): SnackbarState {
  return { open: false, message: '', variant: 'success' }
}

export function createAlerts(state: AlertState) {
  const api = {
    show(key: AlertKey, params: Record<string, string> = {}) {
      state.key = key
      state.params = params
      state.variant = ALERT_VARIANTS[key]
      state.open = true
    },
    showOnce(key: AlertKey, params?: Record<string, string>) {
      if (state.shown.includes(key)) return false
      state.shown.push(key)
      api.show(key, params)
      return true
    },
    close() {
      state.open = false
    },
  }
  return api
}

export function createSnackbar(state: SnackbarState) {
  const show = (variant: SnackbarVariant) => (message: string) => {
    state.message = message
    state.variant = variant
    state.open = true
  }
  return {
    showSuccess: show('success'),
    showError: show('error'),
    showLoading: show('loading'),
    showInfo: show('info'),
    hide() {
      state.open = false
    },
  }
}
