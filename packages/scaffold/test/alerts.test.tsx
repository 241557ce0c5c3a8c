import { ALERT_VARIANTS, type AlertKey } from '@portico/common'
import { ALERT_CODES, alertMessageKeys, createTranslate, loadCatalogue } from '@portico/ui'
import { act, cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openModal, setup } from './setup'

afterEach(cleanup)

const en = createTranslate(await loadCatalogue('en'), 'en')
const es = createTranslate(await loadCatalogue('es'), 'es')

describe('§8 alerts in the modal', () => {
  it('every alert key of core shows its catalogue title and text; info is polite, the rest urgent; dismiss closes', async () => {
    const h = await setup()
    await openModal(h)
    for (const key of Object.keys(ALERT_VARIANTS) as AlertKey[]) {
      // Core keeps no text: every key it can show has its title and text in ui's catalogue.
      expect(ALERT_CODES as readonly string[], key).toContain(key)
      await act(async () => h.core.alerts.show(key, { message: 'boom' }))
      const { title, text } = alertMessageKeys(key as (typeof ALERT_CODES)[number])
      const banner = h.host().shadowRoot?.querySelector('[part="alert"]')
      expect(banner?.textContent, key).toContain(en(title))
      expect(banner?.textContent, key).toContain(en(text, { message: 'boom' }))
      expect(banner?.getAttribute('role'), key).toBe(ALERT_VARIANTS[key] === 'info' ? 'status' : 'alert')
      await act(async () => {
        fireEvent.click(h.modal().getByRole('button', { name: 'Dismiss' }))
      })
      expect(h.core.state.alert.open, key).toBe(false)
      expect(h.host().shadowRoot?.querySelector('[part="alert"]'), key).toBeNull()
    }
    h.unmount()
  })

  it('follows the locale, and the server message goes into SERVER_ERROR_APP_CONFIGURATION', async () => {
    const h = await setup({}, { locale: 'es' })
    await openModal(h)
    await act(async () => h.core.alerts.show('SWITCH_NETWORK_NOT_FOUND'))
    expect(h.modal().getByRole('alert').textContent).toContain(es('alert.SWITCH_NETWORK_NOT_FOUND.title'))
    await act(async () => h.core.alerts.show('SERVER_ERROR_APP_CONFIGURATION', { message: 'upstream 502' }))
    // The server's message once, inside the catalogue's sentence (it was the English sentence inside the Spanish one).
    expect(h.modal().getByRole('alert').textContent).toContain(
      es('alert.SERVER_ERROR_APP_CONFIGURATION.text', { message: 'upstream 502' }),
    )
    h.unmount()
  })
})
