import type { AppKitCore } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { perCoreStore } from './per-core-store'

describe('perCoreStore', () => {
  it('keeps one store per core, merges patches and tells its listeners', () => {
    const storeOf = perCoreStore(() => ({ amount: '', token: 'ETH' }))
    const a = {} as AppKitCore
    const b = {} as AppKitCore
    expect(storeOf(a)).toBe(storeOf(a))
    let told = 0
    const stop = storeOf(a).subscribe(() => told++)
    storeOf(a).set({ amount: '1.5' })
    expect(storeOf(a).get()).toEqual({ amount: '1.5', token: 'ETH' })
    expect(storeOf(b).get()).toEqual({ amount: '', token: 'ETH' })
    expect(told).toBe(1)
    stop()
    storeOf(a).set({ token: 'PUSD' })
    expect(told).toBe(1)
  })
})
