import { describe, expect, it, vi } from 'vitest'
import type { AppKitOptions } from '../src/index'
import { makeEvmCore } from './evm-core'

const announced = { id: 'io.rabby', name: 'Rabby', type: 'announced' as const, chain: 'eip155' as const }
const injected = { id: 'injected', name: 'Injected', type: 'injected' as const, chain: 'eip155' as const }
const external = { id: 'coinbase', name: 'Coinbase', type: 'external' as const, chain: 'eip155' as const }

const make = (options: Partial<AppKitOptions>) =>
  makeEvmCore({ adapter: { connectors: [announced, injected, external] }, options })

describe("AppKit's connector options", () => {
  it('enableInjected: false offers no injected or EIP-6963 wallet, now or when more are found', async () => {
    const { core, evm, connectors } = make({ enableInjected: false })
    await core.initialize()
    expect(connectors().map((c) => c.id)).toEqual(['coinbase'])
    evm.emit('connectorsChanged', { namespace: 'eip155', connectors: [{ ...announced, id: 'b' }, injected, external] })
    expect(connectors().map((c) => c.id)).toEqual(['coinbase'])
  })

  it('enableInjected left out or true offers every connector', async () => {
    for (const enableInjected of [undefined, true]) {
      const { core, connectors } = make(enableInjected === undefined ? {} : { enableInjected })
      await core.initialize()
      expect(connectors().map((c) => c.id)).toEqual(['io.rabby', 'injected', 'coinbase'])
    }
  })

  it('connectorImages replaces the icon of the connectors it names, and only theirs', async () => {
    const { core, connectors } = make({ connectorImages: { injected: '/injected.svg' } })
    await core.initialize()
    expect(connectors().map((c) => c.imageUrl)).toEqual([undefined, '/injected.svg', undefined])
  })
})

describe('enableAuthLogger', () => {
  it("logs an embedded wallet's unsupported method by default and not when false", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    make({}).host?.unsupported('eth_signTransaction')
    expect(errors).toHaveBeenCalledTimes(1)
    make({ enableAuthLogger: false }).host?.unsupported('eth_signTransaction')
    expect(errors).toHaveBeenCalledTimes(1)
    errors.mockRestore()
  })
})
