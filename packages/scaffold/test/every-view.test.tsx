import type { AvailableView } from '@portico/core'
import { cleanup, waitFor } from '@testing-library/react'
import { version } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ROUTES } from '../src/routes/routes'
import { connect, openModal, setup } from './setup'

afterEach(cleanup)

// The packages declare react >=18.3 <20; this file runs in the react19 and react18 vitest projects. The react18
// project sets PORTICO_REACT_MAJOR, so a misconfigured alias that loads React 19 there fails here instead of passing.
const expectedMajor = process.env.PORTICO_REACT_MAJOR ?? '19'
const views = Object.keys(ROUTES) as AvailableView[]

describe(`every view on React ${version}`, () => {
  it('runs the React the project names', () => {
    expect(version.split('.')[0]).toBe(expectedMajor)
  })

  it.each(views)('%s renders its own content, not the load-failed error', async (view) => {
    const h = await setup()
    try {
      await connect(h)
      await openModal(h, { view } as never)
      const modal = h.modal()
      // Settled: the view's code has loaded and rendered (no skeleton), or it failed (the boundary's alert).
      const container = await waitFor(() => {
        const element = modal.getByRole('dialog').querySelector<HTMLElement>('.portico-view')
        if (!element || element.querySelector('[aria-busy="true"]:not([data-testid])')) throw new Error('loading')
        return element
      })
      expect(container.textContent).not.toContain('Something went wrong')
      expect(container.childElementCount).toBeGreaterThan(0)
    } finally {
      h.unmount()
    }
  })
})
