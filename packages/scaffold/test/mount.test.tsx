import { localEvm } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { mountModal } from '../src/shell/mount'

afterEach(() => {
  document.body.innerHTML = ''
})

const openCore = () => {
  const core = createAppKitCore({
    projectId: 'test',
    networks: [localEvm],
    adapters: [],
    storage: memoryStorage(),
    isMobile: () => false,
    warn: () => {},
  })
  core.open({ view: 'Connect' })
  return core
}
const dialog = () => document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')

// Issue 22: a placeholder dialog was shown first; the real one must be there when mountModal returns, so the caller
// swaps them in one task (never two dialogs, never none).
describe('mountModal', () => {
  it('with entered, commits the open dialog before it returns', () => {
    const core = openCore()
    const mounted = mountModal(core, { entered: true })
    expect(dialog()).toBeTruthy()
    mounted.unmount()
    core.destroy()
  })

  it('without entered, renders on React’s schedule (nothing yet when it returns)', () => {
    const core = openCore()
    const mounted = mountModal(core)
    expect(dialog()).toBeFalsy()
    mounted.unmount()
    core.destroy()
  })
})
