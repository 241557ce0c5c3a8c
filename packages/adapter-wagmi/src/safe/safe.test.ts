import { afterEach, describe, expect, it } from 'vitest'
import { inFrame, safeConnector } from './index'

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
})
