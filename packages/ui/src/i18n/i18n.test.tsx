import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ALERT_CODES, alertMessageKeys } from './alerts'
import {
  completeCatalogue,
  directionOf,
  isMessageKey,
  loadCatalogue,
  resolveLocale,
  SUPPORTED_LOCALES,
} from './catalogue'
import { createLocaleValue, LocaleProvider, useMessages } from './LocaleProvider'
import type { Message } from './message'
import { en as modalEnglish } from './messages/en'

const en = completeCatalogue('en', modalEnglish)

/** A message's texts: the message itself, or each of its plural forms. */
const forms = (message: Message): string[] => (typeof message === 'string' ? [message] : Object.values(message))
const placeholders = (message: Message) => [...new Set(forms(message).flatMap((s) => s.match(/\{\w+\}/g) ?? []))]

describe('catalogues', () => {
  const keys = Object.keys(en).sort()
  it.each(SUPPORTED_LOCALES)('%s has every English key, each non-empty, with the same placeholders', async (name) => {
    const catalogue = await loadCatalogue(name)
    expect(Object.keys(catalogue).sort()).toEqual(keys)
    for (const key of keys) {
      if (!isMessageKey(key)) throw new Error(`not a message key: ${key}`)
      const message = catalogue[key]
      for (const text of forms(message)) expect(text.trim(), key).not.toBe('')
      const english = en[key]
      expect(typeof message, key).toBe(typeof english)
      if (typeof message === 'string' || typeof english === 'string') {
        expect(placeholders(message).sort(), key).toEqual(placeholders(english).sort())
      } else {
        // A plural form may spell its number out (Arabic 'one', 'two'); 'other' always has English's placeholders.
        expect(placeholders(message.other).sort(), key).toEqual(placeholders(english.other).sort())
        for (const name of placeholders(message)) expect(placeholders(english), key).toContain(name)
      }
    }
  })

  // The placeholder dialog an early click shows (in the initial bundle) titles Connect with the button's label.
  it.each(SUPPORTED_LOCALES)("%s: the Connect view's title is the connect button's label", async (name) => {
    const catalogue = await loadCatalogue(name)
    expect(catalogue['view.Connect.title']).toBe(catalogue['button.connect'])
  })

  it('gives the §8 alert titles and user messages in English exactly', () => {
    const titles = Object.fromEntries(ALERT_CODES.map((code) => [code, en[alertMessageKeys(code).title]]))
    expect(titles).toMatchObject({
      SWITCH_NETWORK_NOT_FOUND: 'Network Not Found',
      INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
      UNVERIFIED_DOMAIN: 'Invalid App Configuration',
      IFRAME_LOAD_FAILED: 'Network Error',
      IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
      SESSION_EXPIRED: 'Session Expired',
      INVALID_PROJECT_ID: 'Invalid Project ID',
      PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
      SERVER_ERROR_APP_CONFIGURATION: 'Server Error',
      RATE_LIMITED_APP_CONFIGURATION: 'Rate Limited',
      MULTI_WALLET_NOT_ENABLED: 'Multi-Wallet Not Enabled',
      LOCAL_CONFIGURATION_IGNORED: 'Local configuration ignored',
    })
    expect(en['message.authInitFailed']).toBe('A problem occurred while trying initialize authentication')
    expect(en['message.smartAccountsUnsupported']).toBe('This application might not support Smart Accounts')
    expect(en['message.tokenBalanceUnavailable']).toBe('Token Balance Unavailable')
    expect(en['message.frameNotSet']).toBe('W3mFrame iframe is not set')
  })
})

describe('locale resolution', () => {
  it('picks the catalogue by language and falls back to English', () => {
    expect(resolveLocale('es-MX')).toBe('es')
    expect(resolveLocale('ar_EG')).toBe('ar')
    expect(resolveLocale('fr')).toBe('en')
    expect(resolveLocale(undefined)).toBe('en')
  })

  it('knows right-to-left languages', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('he-IL')).toBe('rtl')
    expect(directionOf('en-GB')).toBe('ltr')
  })
})

describe('translate', () => {
  it('fills placeholders and formats numbers per locale', () => {
    expect(createLocaleValue('en').t('message.emailThrottled', { count: 30 })).toBe('Please try again after 30 seconds')
    expect(createLocaleValue('ar-EG').t('message.emailThrottled', { count: 30 })).toBe(
      'يرجى المحاولة مجددًا بعد ٣٠ ثانية',
    )
    expect(createLocaleValue('en').t('alert.SERVER_ERROR_APP_CONFIGURATION.text', { message: 'boom' })).toBe(
      'Failed to get app configuration: boom',
    )
  })

  it("picks the plural form for the count with the locale's rules", () => {
    expect(createLocaleValue('en').t('message.emailThrottled', { count: 1 })).toBe('Please try again after 1 second')
    expect(createLocaleValue('es').t('message.emailThrottled', { count: 1 })).toBe('Inténtalo de nuevo en 1 segundo')
    expect(createLocaleValue('es').t('message.emailThrottled', { count: 5 })).toBe('Inténtalo de nuevo en 5 segundos')
    const ar = createLocaleValue('ar-EG').t
    expect(ar('message.emailThrottled', { count: 2 })).toBe('يرجى المحاولة مجددًا بعد ثانيتين')
    expect(ar('message.emailThrottled', { count: 5 })).toBe('يرجى المحاولة مجددًا بعد ٥ ثوانٍ')
    // Without a count, the 'other' form.
    expect(createLocaleValue('en').t('message.emailThrottled')).toBe('Please try again after {count} seconds')
  })

  it('leaves an unfilled placeholder visible instead of printing undefined', () => {
    expect(createLocaleValue('en').t('network.label')).toBe('Network: {name}')
  })

  it('applies per-key overrides', () => {
    expect(createLocaleValue('es', { 'common.close': 'Salir' }).t('common.close')).toBe('Salir')
    expect(createLocaleValue('es', { 'common.close': 'Salir' }).t('common.back')).toBe('Atrás')
  })
})

describe('formatters', () => {
  it('formats numbers with 2 decimals and quantities with 3, per locale', () => {
    expect(createLocaleValue('en').format.number(1234.5)).toBe('1,234.50')
    expect(createLocaleValue('de').format.number(1234.5)).toBe('1.234,50')
    expect(createLocaleValue('ar-EG').format.number(1234.5)).toBe('١٬٢٣٤٫٥٠')
    expect(createLocaleValue('en').format.quantity(0.1234)).toBe('0.123')
    expect(createLocaleValue('es').format.quantity(2)).toBe('2,000')
  })

  it('formats currency', () => {
    expect(createLocaleValue('en-US').format.currency(12.5, 'USD')).toBe('$12.50')
  })

  it('formats dates as short month and day', () => {
    const date = new Date(2024, 0, 5, 12)
    expect(createLocaleValue('en').format.date(date)).toBe('Jan 5')
    expect(createLocaleValue('es').format.date(date)).toBe('5 ene')
    expect(createLocaleValue('ar').format.date(date)).toBe('5 يناير')
  })

  it('formats relative times with abbreviated units', () => {
    const now = Date.UTC(2024, 5, 1)
    const { relativeTime } = createLocaleValue('en').format
    expect(relativeTime(now - 2000, now)).toBe('just now')
    expect(relativeTime(now - 30_000, now)).toBe('30 sec. ago')
    expect(relativeTime(now - 5 * 60_000, now)).toBe('5 min. ago')
    expect(relativeTime(now - 3 * 3600_000, now)).toBe('3 hr. ago')
    expect(relativeTime(now - 2 * 86400_000, now)).toBe('2 days ago')
    expect(relativeTime(now - 65 * 86400_000, now)).toBe('2 mo. ago')
    expect(relativeTime(now - 800 * 86400_000, now)).toBe('2 yr. ago')
    expect(relativeTime(now + 5 * 60_000, now)).toBe('in 5 min.')
  })
})

function Probe() {
  const { t, dir, locale } = useMessages()
  return (
    <p data-dir={dir} data-locale={locale}>
      {t('common.close')}
    </p>
  )
}

describe('LocaleProvider', () => {
  it('renders English without a provider', () => {
    render(<Probe />)
    expect(screen.getByText('Close').getAttribute('data-dir')).toBe('ltr')
  })

  it('switches catalogue and direction', () => {
    render(
      <LocaleProvider locale="ar">
        <Probe />
      </LocaleProvider>,
    )
    expect(screen.getByText('إغلاق').getAttribute('data-dir')).toBe('rtl')
  })
})
