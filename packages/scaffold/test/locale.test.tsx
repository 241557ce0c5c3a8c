import { loadedCatalogue } from '@portico/ui'
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { modalRoot, openModal, setup } from './setup'

afterEach(() => cleanup())

// Its own file, so no other test has loaded the Arabic catalogue yet in this module graph.
describe('a locale whose catalogue is not loaded yet', () => {
  it('shows the view in that locale from its first frame, never in English first', async () => {
    // The view's code is already here, so only the catalogue can hold its first frame back.
    await loadRoute(routeOf('Connect'))
    expect(loadedCatalogue('ar')).toBeUndefined()
    const h = await setup({}, { locale: 'ar' })
    const root = modalRoot(h.host())
    const frames: string[] = []
    const observer = new MutationObserver(() => {
      const view = root.querySelector('[data-testid="portico-connect"]')
      if (view) frames.push(view.textContent ?? '')
    })
    observer.observe(root, { subtree: true, childList: true, characterData: true })
    await openModal(h)
    const view = await h.modal().findByTestId('portico-connect')
    observer.disconnect()
    expect(view.textContent).toContain('كل المحافظ')
    expect(frames.length).toBeGreaterThan(0)
    expect(frames.filter((text) => text.includes('All wallets'))).toEqual([])
    h.unmount()
  })
})
