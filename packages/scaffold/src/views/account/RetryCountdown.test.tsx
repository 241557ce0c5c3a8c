import { PorticoError } from '@portico/common'
import { featureError } from '@portico/common/errors'
import { LocaleProvider, loadCatalogue } from '@portico/ui'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RetryCountdown, retryAtOf } from './RetryCountdown'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const text = () => screen.getByTestId('portico-tokens-retry').textContent

describe('RetryCountdown', () => {
  it('counts down each second with plural forms, then retries once when due', () => {
    const onDue = vi.fn()
    render(
      <LocaleProvider locale="en">
        <RetryCountdown retryAt={Date.now() + 30_000} onDue={onDue} />
      </LocaleProvider>,
    )
    expect(text()).toBe('Retrying in 30 seconds')
    act(() => vi.advanceTimersByTime(29_000))
    expect(text()).toBe('Retrying in 1 second')
    expect(onDue).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1000))
    expect(onDue).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(5000))
    expect(onDue).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['es', 2000, 'Reintentando en 2 segundos'],
    ['es', 1000, 'Reintentando en 1 segundo'],
    ['ar', 2000, 'إعادة المحاولة بعد ثانيتين'],
    ['ar', 5000, 'إعادة المحاولة بعد 5 ثوانٍ'],
  ])('speaks the locale (%s, %i ms): %s', async (locale, ms, expected) => {
    const catalogue = await loadCatalogue(locale)
    render(
      <LocaleProvider locale={locale} catalogue={catalogue}>
        <RetryCountdown retryAt={Date.now() + ms} onDue={() => {}} />
      </LocaleProvider>,
    )
    expect(text()).toBe(expected)
  })
})

describe('retryAtOf', () => {
  it('reads the retry time a Token Balance Unavailable error carries, nothing from other errors', () => {
    expect(retryAtOf(new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { params: { retryAt: 42 } }))).toBe(42)
    expect(retryAtOf(new PorticoError('TOKEN_BALANCE_UNAVAILABLE'))).toBeUndefined()
    expect(retryAtOf(featureError('API_NOT_CONFIGURED', { params: { retryAt: 42 } }))).toBeUndefined()
    expect(retryAtOf(new Error('x'))).toBeUndefined()
  })
})
