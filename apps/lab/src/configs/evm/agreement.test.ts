import { describe, expect, test } from 'vitest'
import { disagreement } from './agreement'

const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('Portico vs wagmi agreement', () => {
  test('same status and, when connected, same account and chain agree', () => {
    expect(
      disagreement(
        { status: 'connected', address: a, chainId: 31337 },
        { status: 'connected', address: a.toLowerCase(), chainId: 31337 },
      ),
    ).toBeUndefined()
    expect(
      disagreement(
        { status: 'connecting', address: undefined, chainId: 31337 },
        { status: 'reconnecting', address: a, chainId: 31337 },
      ),
    ).toBeUndefined()
    expect(
      disagreement(
        { status: 'disconnected', address: undefined, chainId: 31337 },
        { status: 'disconnected', address: undefined, chainId: 1 },
      ),
    ).toBeUndefined()
  })

  test('a different status, account or chain is reported', () => {
    expect(
      disagreement(
        { status: 'connected', address: a, chainId: 31337 },
        { status: 'disconnected', address: undefined, chainId: 31337 },
      ),
    ).toMatch(/status/)
    expect(
      disagreement(
        { status: 'connected', address: a, chainId: 31337 },
        { status: 'connected', address: '0x0000000000000000000000000000000000000001', chainId: 31337 },
      ),
    ).toMatch(/address/)
    expect(
      disagreement(
        { status: 'connected', address: a, chainId: 31337 },
        { status: 'connected', address: a, chainId: 31338 },
      ),
    ).toMatch(/chain/)
  })
})
