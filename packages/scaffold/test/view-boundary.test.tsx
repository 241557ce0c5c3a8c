import { act, cleanup, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ROUTES, type Route } from '../src/routes/routes'
import { openModal, setup } from './setup'

afterEach(cleanup)

// A chunk that is gone (offline, or a deploy replaced the build): a real dynamic import of a module that does not
// exist, rejected by the module loader as a browser rejects a 404 chunk. The path is built at run time so the
// bundler does not try to resolve it at build time.
const missingChunk = (): Route['load'] => () =>
  import(/* @vite-ignore */ `./chunk-removed-by-a-deploy-${Date.now()}.js`) as ReturnType<Route['load']>

describe('ViewBoundary (a view whose code fails to load)', () => {
  it('shows a clear error with a retry instead of a blank modal; the retry fetches again and shows the view', async () => {
    const route = ROUTES.WhatIsAWallet
    const real = route.load
    let attempts = 0
    const failing = missingChunk()
    route.load = () => {
      attempts += 1
      return failing()
    }
    const h = await setup()
    try {
      await openModal(h, { view: 'WhatIsAWallet' as never })
      const modal = h.modal()
      const alert = await modal.findByRole('alert', {}, { timeout: 10_000 })
      expect(alert.textContent).toContain('Something went wrong')
      // The header still names the view and the dialog stays usable: it is not an empty box.
      expect(modal.getByRole('dialog', { name: 'What is a wallet?' })).toBeTruthy()
      expect(modal.queryByTestId('portico-what-is-a-wallet')).toBeNull()
      // One request for the chunk, not one per re-render.
      expect(attempts).toBe(1)

      // Still offline: the retry asks again (the failure is not kept) and fails again.
      await act(async () => {
        fireEvent.click(modal.getByRole('button', { name: 'Try again' }))
      })
      expect(await modal.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy()
      expect(attempts).toBe(2)

      // Back online: the retry loads the real chunk and the view renders.
      route.load = real
      await act(async () => {
        fireEvent.click(modal.getByRole('button', { name: 'Try again' }))
      })
      expect(await modal.findByTestId('portico-what-is-a-wallet', {}, { timeout: 10_000 })).toBeTruthy()
      expect(modal.queryByRole('alert')).toBeNull()
    } finally {
      route.load = real
      h.unmount()
    }
  }, 30_000)
})
