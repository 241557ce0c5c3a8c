import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEvents } from '../events/events'
import { createModal, createModalState } from '../modal/modal'
import { createRouter, createRouterState } from './router'

describe('router is a stack of {view, data}: push, replace, goBack, reset', () => {
  it('navigates', () => {
    const state = createRouterState()
    const router = createRouter(state)
    router.push('AllWallets')
    router.push('Swap', { fromToken: 'ETH' })
    expect(state.view).toBe('Swap')
    expect(state.data).toEqual({ fromToken: 'ETH' })
    router.replace('Account')
    expect(state.history.map((h) => h.view)).toEqual(['Connect', 'AllWallets', 'Account'])
    router.goBack()
    expect(state.view).toBe('AllWallets')
    router.goBack()
    router.goBack()
    expect(state.view).toBe('Connect')
    router.reset('Account')
    expect(state.history).toEqual([{ view: 'Account', data: undefined }])
  })
  it('transaction stack runs success and error callbacks', () => {
    const state = createRouterState()
    const router = createRouter(state)
    const onSuccess = vi.fn()
    const onError = vi.fn()
    router.pushTransactionStack({ view: 'ApproveTransaction', goBack: true, onSuccess, onError })
    expect(state.view).toBe('ApproveTransaction')
    expect(router.popTransactionStack('error', 'boom')).toBe(true)
    expect(onError).toHaveBeenCalledWith('boom')
    expect(state.view).toBe('Connect')
    router.pushTransactionStack({ onSuccess })
    router.popTransactionStack('success')
    expect(onSuccess).toHaveBeenCalledOnce()
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

describe('§8 errors are reported to analytics, at most 5 per 60 seconds', () => {
  it('caps error events in a sliding 60 s window', () => {
    let t = 1_000_000
    const events = createEvents(
      { last: undefined },
      () => t,
      () => true,
    )
    const seen: string[] = []
    events.subscribe((e) => seen.push(`${e.event}:${String(e.properties?.errorMessage)}`))
    const results = Array.from({ length: 7 }, (_, i) => events.reportError(new Error(`e${i}`)))
    expect(results).toEqual([true, true, true, true, true, false, false])
    expect(seen).toHaveLength(5)
    expect(seen[0]).toBe('INTERNAL_SDK_ERROR:e0')
    t += 60_000
    expect(events.reportError(new Error('later'))).toBe(true)
    expect(seen).toHaveLength(6)
  })
  it('sends nothing when analytics is off, but still records the last event', () => {
    const state = { last: undefined }
    const events = createEvents(
      state,
      () => 1,
      () => false,
    )
    const seen: unknown[] = []
    events.subscribe((e) => seen.push(e))
    events.send('SWITCH_NETWORK')
    expect(seen).toEqual([])
    expect(state).toMatchObject({ last: { event: 'SWITCH_NETWORK' } })
  })
})
