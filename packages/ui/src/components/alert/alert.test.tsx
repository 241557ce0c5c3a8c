import { act, cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInShadow } from '../../../test/renderInShadow'
import { alertMessageKeys } from '../../i18n/alerts'
import { useMessages } from '../../i18n/LocaleProvider'
import { Alert } from './Alert'
import { Snackbar, Toast } from './Snackbar'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function CatalogueAlert() {
  const { t } = useMessages()
  const keys = alertMessageKeys('SERVER_ERROR_APP_CONFIGURATION')
  return <Alert title={t(keys.title)}>{t(keys.text, { message: 'HTTP status code: 500' })}</Alert>
}

describe('Alert', () => {
  it('errors and warnings use role=alert; info and success role=status', () => {
    const { view } = renderInShadow(
      <>
        <Alert variant="error" title="E" />
        <Alert variant="warning" title="W" />
        <Alert variant="info" title="I" />
        <Alert variant="success" title="S" />
      </>,
    )
    expect(view.getAllByRole('alert').map((el) => el.textContent)).toEqual(['E', 'W'])
    expect(view.getAllByRole('status').map((el) => el.textContent)).toEqual(['I', 'S'])
  })

  it('shows a §8 alert from the catalogue and can be dismissed', () => {
    const { view } = renderInShadow(<CatalogueAlert />)
    const alert = view.getByRole('alert')
    expect(alert.textContent).toBe('Server ErrorFailed to get app configuration: HTTP status code: 500')
  })

  it('dismiss button calls onDismiss', () => {
    const onDismiss = vi.fn()
    const { view } = renderInShadow(<Alert title="Network Error" onDismiss={onDismiss} />)
    fireEvent.click(view.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })
})

describe('Snackbar and Toast', () => {
  it('role follows the variant; loading is busy', () => {
    const { view } = renderInShadow(
      <>
        <Snackbar variant="error" message="Signature declined" />
        <Snackbar variant="loading" message="Connecting" />
      </>,
    )
    expect(view.getByRole('alert').textContent).toBe('Signature declined')
    expect(view.getByRole('status').getAttribute('aria-busy')).toBe('true')
  })

  it('auto-dismisses after its duration', () => {
    vi.useFakeTimers()
    const onDismiss = vi.fn()
    renderInShadow(<Toast variant="success" message="Copied" duration={2000} onDismiss={onDismiss} />)
    act(() => vi.advanceTimersByTime(1999))
    expect(onDismiss).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('a Toast floats and exposes part=toast', () => {
    const { view } = renderInShadow(<Toast message="Hi" />)
    const toast = view.getByRole('status')
    expect(toast.getAttribute('part')).toBe('toast')
    expect(toast.hasAttribute('data-floating')).toBe(true)
  })
})
