import { localEvm } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountModal } from '../src/shell/mount'

afterEach(() => {
  document.body.innerHTML = ''
})

const newCore = (isMobile = () => false) =>
  createAppKitCore({
    projectId: 'test',
    networks: [localEvm],
    adapters: [],
    storage: memoryStorage(),
    isMobile,
    warn: () => {},
  })
const openCore = () => {
  const core = newCore()
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

  it('runs core’s phone check once as it mounts, so the first open is not the first to make it', () => {
    const isMobile = vi.fn(() => false)
    const core = newCore(isMobile)
    mountModal(core).unmount()
    core.destroy()
    // Asserted after the clean-up, so a failure here leaves no modal behind for the next test.
    expect(isMobile).toHaveBeenCalledTimes(1)
  })

  it('without entered, renders on React’s schedule (nothing yet when it returns)', () => {
    const core = openCore()
    const mounted = mountModal(core)
    expect(dialog()).toBeFalsy()
    mounted.unmount()
    core.destroy()
  })
})

/** A modal mounted with onShown on an open core, its dialog revealed once (`shown`), then closed again. */
async function shownThenClosed() {
  const core = openCore()
  const shown: boolean[] = []
  const mounted = mountModal(core, { onShown: () => shown.push(Boolean(dialog())) })
  await vi.waitFor(() => expect(shown).toHaveLength(1))
  core.close()
  await vi.waitFor(() => expect(dialog()).toBeFalsy())
  return { core, shown, mounted }
}

// Issue 22: with onShown the open's real render leaves the opening task; the frame after it shows the caller's
// placeholder, and the real dialog is committed in a later task, in which onShown runs.
describe('mountModal with onShown', () => {
  it('commits an open core’s dialog after mounting, not in the mounting task, and calls onShown with it there', async () => {
    const core = openCore()
    const shown: boolean[] = []
    const mounted = mountModal(core, { onShown: () => shown.push(Boolean(dialog())) })
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)))
    expect(dialog()).toBeFalsy()
    await vi.waitFor(() => expect(shown).toEqual([true]))
    mounted.unmount()
    core.destroy()
  })

  it('does not render the modal root between an open and its reveal: nothing there reads core then', async () => {
    const { core, shown, mounted } = await shownThenClosed()
    try {
      const reads = vi.spyOn(core, 'getSnapshot')
      core.open({ view: 'Connect' })
      // Core's change notices (a microtask) and React's render of what they changed (the next ones) have run.
      for (let i = 0; i < 5; i++) await Promise.resolve()
      expect(reads).not.toHaveBeenCalled()
      await vi.waitFor(() => expect(shown).toHaveLength(2))
      expect(reads).toHaveBeenCalled()
    } finally {
      // Also after a failure: a modal left mounted would fail the next test.
      mounted.unmount()
      core.destroy()
    }
  })

  it('holds every later open back too, and cancels a reveal when the modal closes first', async () => {
    const { core, shown, mounted } = await shownThenClosed()
    core.open({ view: 'Connect' })
    core.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(shown).toHaveLength(1)
    core.open({ view: 'Connect' })
    await Promise.resolve()
    await Promise.resolve()
    expect(dialog()).toBeFalsy()
    await vi.waitFor(() => expect(shown).toEqual([true, true]))
    mounted.unmount()
    core.destroy()
  })
})
