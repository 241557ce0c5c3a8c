import { localEvm } from '@portico/common/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKitCore } from '../core/create-core'
import { memoryStorage } from '../storage/backends'
import { createModal, createModalState, SHAKE_MS } from './modal'

describe('§4 modal state: open, loading, shake', () => {
  afterEach(() => void vi.useRealTimers())

  it('starts closed, not loading, not shaking', () => {
    expect(createModalState()).toEqual({ open: false, loading: false, shake: false })
  })
  it('the loading flag is set and cleared on its own, without opening or closing the modal', () => {
    const state = createModalState()
    const modal = createModal(state)
    modal.setLoading(true)
    expect(state).toEqual({ open: false, loading: true, shake: false })
    modal.setOpen(true)
    modal.setLoading(false)
    expect(state).toEqual({ open: true, loading: false, shake: false })
  })
  it('closing the modal clears loading, so the next opening does not show a stale spinner', () => {
    const core = createAppKitCore({
      projectId: 'p',
      networks: [localEvm],
      adapters: [],
      storage: memoryStorage(),
      warn: () => {},
    })
    core.open()
    core.modal.setLoading(true)
    expect(core.state.modal).toMatchObject({ open: true, loading: true })
    core.close()
    expect(core.state.modal).toMatchObject({ open: false, loading: false })
    core.open()
    expect(core.state.modal.loading).toBe(false)
    core.destroy()
  })
  it('a second shake restarts the 500 ms, and dispose clears the timer', () => {
    vi.useFakeTimers()
    const state = createModalState()
    const modal = createModal(state)
    modal.shake()
    vi.advanceTimersByTime(300)
    modal.shake()
    vi.advanceTimersByTime(SHAKE_MS - 1)
    expect(state.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(state.shake).toBe(false)
    modal.shake()
    modal.dispose()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('§2 a shake animation lasts 500 ms', () => {
  afterEach(() => void vi.useRealTimers())
  it('sets shake and clears it after 500 ms', () => {
    vi.useFakeTimers()
    const state = createModalState()
    const modal = createModal(state)
    modal.shake()
    expect(state.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(state.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(state.shake).toBe(false)
  })
})
