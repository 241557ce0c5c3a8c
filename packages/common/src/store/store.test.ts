import { describe, expect, it, vi } from 'vitest'
import { createStore } from './store'

describe('createStore', () => {
  it('set replaces the value and tells every listener; unsubscribing stops that listener only', () => {
    const store = createStore({ n: 0 })
    const a = vi.fn()
    const b = vi.fn()
    const stopA = store.subscribe(a)
    store.subscribe(b)
    store.set({ n: 1 })
    expect(store.get()).toEqual({ n: 1 })
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1])
    stopA()
    store.set({ n: 2 })
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 2])
  })

  it('a listener subscribed while listeners are told is first told on the next set', () => {
    const store = createStore(0)
    const late = vi.fn()
    store.subscribe(() => {
      store.subscribe(late)
    })
    store.set(1)
    expect(late).not.toHaveBeenCalled()
    store.set(2)
    expect(late).toHaveBeenCalledTimes(1)
  })
})
