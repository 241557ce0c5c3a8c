import { describe, expect, it } from 'vitest'
import { createSnackbar, createSnackbarState } from './alerts'

describe('snackbars: one message at a time, with its variant', () => {
  it('starts hidden', () => {
    expect(createSnackbarState()).toEqual({ open: false, message: '', variant: 'success' })
  })
  it.each([
    ['showSuccess', 'success'],
    ['showError', 'error'],
    ['showLoading', 'loading'],
    ['showInfo', 'info'],
  ] as const)('%s shows the message with the %s variant', (method, variant) => {
    const state = createSnackbarState()
    createSnackbar(state)[method]('Failed to disconnect')
    expect(state).toEqual({ open: true, message: 'Failed to disconnect', variant })
  })
  it('a new message replaces the shown one; hide closes it', () => {
    const state = createSnackbarState()
    const snackbar = createSnackbar(state)
    snackbar.showLoading('Switching network')
    snackbar.showError('Something went wrong')
    expect(state).toEqual({ open: true, message: 'Something went wrong', variant: 'error' })
    snackbar.hide()
    expect(state.open).toBe(false)
  })
})
