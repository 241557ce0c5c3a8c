import { ALERTS, type AlertKey, type AlertVariant, fillTemplate } from '@portico/common'

export interface AlertState {
  open: boolean
  key: AlertKey | undefined
  title: string
  text: string
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
  return { open: false, key: undefined, title: '', text: '', variant: 'info', shown: [] }
}

export function createSnackbarState(): SnackbarState {
  return { open: false, message: '', variant: 'success' }
}

export function createAlerts(state: AlertState) {
  const api = {
    show(key: AlertKey, params: Record<string, string> = {}) {
      const entry = ALERTS[key]
      state.key = key
      state.title = entry.title
      state.text = fillTemplate(entry.text, params)
      state.variant = entry.variant
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
