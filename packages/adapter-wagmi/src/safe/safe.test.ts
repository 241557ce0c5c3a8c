import { afterEach, describe, expect, it } from 'vitest'
import { inFrame, SAFE_INFO_TIMEOUT_MS, safeConnector, safeParameters } from './index'

const scope = globalThis as { window?: unknown }
afterEach(() => {
  delete scope.window
})

describe('the Safe app connector is added only inside a frame', () => {
  it('no window (server) or a top-level page: none', () => {
    expect(inFrame()).toBe(false)
    expect(safeConnector()).toEqual([])
    const top: { parent?: unknown } = {}
    top.parent = top
    scope.window = top
    expect(inFrame()).toBe(false)
    expect(safeConnector()).toEqual([])
  })

  it('in a frame: the Safe connector', () => {
    scope.window = { parent: {} }
    expect(inFrame()).toBe(true)
    expect(safeConnector()).toHaveLength(1)
    expect(safeConnector({ infoTimeoutMs: 50 })).toHaveLength(1)
  })

  it('waits long enough for a Safe whose app frame is busy: 500 ms unless the app says otherwise', () => {
    expect(SAFE_INFO_TIMEOUT_MS).toBeGreaterThanOrEqual(250)
    expect(safeParameters()).toEqual({ unstable_getInfoTimeout: SAFE_INFO_TIMEOUT_MS })
    const allowedDomains = [/^https:\/\/app\.safe\.global$/]
    expect(safeParameters({ infoTimeoutMs: 50, allowedDomains })).toEqual({
      unstable_getInfoTimeout: 50,
      allowedDomains,
    })
  })
})
