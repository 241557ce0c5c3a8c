import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => cleanup())

describe('a locale whose catalogue is not loaded yet', () => {
  it('shows the view in that locale from its first frame, never in English first', async () => {
    // The files of a worker share one module graph (vitest.config.ts), where another test may have loaded the Arabic
    // catalogue already: this test takes fresh copies of the workspace's modules (React, a dependency, stays shared).
    vi.resetModules()
    const [{ loadedCatalogue }, { loadRoute }, { routeOf }, { modalRoot, openModal, setup }] = await Promise.all([
      import('@portico/ui'),
      import('../src/routes/loadRoute'),
      import('../src/routes/routes'),
      import('./setup'),
    ])
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
