import { describe, expect, it } from 'vitest'
import { BALANCE_CACHE_MS, balanceKey, createBalanceCache } from './balance-cache'

describe('balance cache (§9 30 s)', () => {
  it('returns a balance for 30 s, then forgets it', () => {
    let t = 1000
    const cache = createBalanceCache(() => t)
    const key = balanceKey('eip155:1', '0xABC')
    cache.set(key, { balance: '1.5', symbol: 'ETH' })
    t += BALANCE_CACHE_MS - 1
    expect(cache.get(balanceKey('eip155:1', '0xabc'))).toEqual({ balance: '1.5', symbol: 'ETH' })
    t += 1
    expect(cache.get(key)).toBeUndefined()
  })

  it('keys by network and address', () => {
    const cache = createBalanceCache(() => 0)
    cache.set(balanceKey('eip155:1', '0xa'), { balance: '1', symbol: 'ETH' })
    expect(cache.get(balanceKey('eip155:2', '0xa'))).toBeUndefined()
    expect(BALANCE_CACHE_MS).toBe(30_000)
  })
})
