import { describe, expect, test } from 'vitest'
import { findConfig, labConfigs } from './registry'

describe('lab configurations', () => {
  test('ids are unique and usable in a query string', () => {
    const ids = labConfigs.map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/)
  })

  test('every configuration loads a page component', async () => {
    for (const config of labConfigs) {
      const page = await config.load()
      expect(typeof page.default, config.id).toBe('function')
    }
    // Each configuration imports its chain libraries (viem, web3.js, bitcoinjs…) for the first time here.
  }, 30_000)

  test('an unknown or missing id finds nothing', () => {
    expect(findConfig('nope')).toBeUndefined()
    expect(findConfig(null)).toBeUndefined()
    expect(findConfig('shell')?.title).toBe('Shell')
  })
})
