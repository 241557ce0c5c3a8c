import { describe, expect, it } from 'vitest'
import { fillTemplate } from './template'

describe('fillTemplate', () => {
  it('fills {name} placeholders and leaves one without a value visible', () => {
    expect(fillTemplate('RPC error {rpcCode}: {reason}', { rpcCode: 4001, reason: 'no' })).toBe('RPC error 4001: no')
    expect(fillTemplate('Network: {name}')).toBe('Network: {name}')
    expect(fillTemplate('Network: {name}', { name: undefined })).toBe('Network: {name}')
  })

  it('reads only the values given, not inherited properties', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}')
  })

  it('shows values through the given function', () => {
    expect(fillTemplate('{n} and {s}', { n: 3, s: 'x' }, (v) => `<${v}>`)).toBe('<3> and <x>')
  })
})
