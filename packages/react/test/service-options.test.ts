import { localEvm } from '@portico/common/networks'
import type { ChainAdapter } from '@portico/core'
import { createMemoryAdapter, createMemoryWallet } from '@portico/testing/memory-adapter'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit } from '../src/index'

// §7: createAppKit's apiUrl and projectId reach the adapters (the EVM adapter routes RPC through that host).

let kit: AppKit | undefined
afterEach(() => {
  kit?.destroy()
  setCurrentAppKit(undefined)
})

function recordingAdapter() {
  const calls: { apiUrl: string; projectId: string }[] = []
  const base = createMemoryAdapter(
    createMemoryWallet({
      namespace: 'eip155',
      caipNetworkId: localEvm.caipNetworkId,
      accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      connectorId: 'memory-evm',
    }),
  )
  const adapter: ChainAdapter = Object.assign(Object.create(base) as ChainAdapter, {
    configureService: (service: { apiUrl: string; projectId: string }) => calls.push(service),
  })
  return { adapter, calls }
}

describe('createAppKit hands the service to the adapters', () => {
  it('passes apiUrl and projectId to every adapter that takes them, before start-up', () => {
    const { adapter, calls } = recordingAdapter()
    kit = createAppKit({
      projectId: 'p-1',
      apiUrl: 'http://127.0.0.1:8787',
      networks: [localEvm],
      adapters: [adapter],
      enableAnalytics: false,
    })
    expect(calls).toEqual([{ apiUrl: 'http://127.0.0.1:8787', projectId: 'p-1' }])
    expect(kit._internal.getKitState().initialized).toBe(false)
  })

  it('without an explicit apiUrl nothing is passed (no default host is asked)', () => {
    const { adapter, calls } = recordingAdapter()
    kit = createAppKit({ projectId: 'p-1', networks: [localEvm], adapters: [adapter], enableAnalytics: false })
    expect(calls).toEqual([])
  })
})
