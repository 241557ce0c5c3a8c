import { localEvm } from '@portico/common/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKitCore, memoryStorage } from '../src/index'
import { storageKey } from '../src/storage/storage'
import { EVM_A, fakeAdapter } from './fake-adapter'

const connection = { connectorId: 'mm', accounts: [{ address: EVM_A }], caipNetworkId: 'eip155:31337' as const }
const scope = globalThis as { window?: EventTarget }
afterEach(() => {
  delete scope.window
})

/** A tab: its own core and adapter over the storage every tab of the origin shares. */
function tab(storage: ReturnType<typeof memoryStorage>) {
  const evm = fakeAdapter('eip155', connection)
  const core = createAppKitCore({ projectId: 'p', networks: [localEvm], adapters: [evm], storage, warn: () => {} })
  return { core, evm }
}

/** What a browser does in every other tab when one tab writes localStorage. */
const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key })

describe('two tabs of the same app (issue 15)', () => {
  it('one disconnects: the other follows on the storage event, its adapter too', async () => {
    scope.window = new EventTarget()
    const storage = memoryStorage()
    const first = tab(storage)
    await first.core.connect({ namespace: 'eip155', connectorId: 'mm' })
    const second = tab(storage)
    await second.core.initialize()
    expect(second.core.state.chain.chains.eip155?.accountState.status).toBe('connected')

    await first.core.disconnect()
    // Another key changing is not a reason to look.
    scope.window.dispatchEvent(storageEvent('@appkit/recentWallets'))
    expect(second.core.state.chain.chains.eip155?.accountState.status).toBe('connected')
    scope.window.dispatchEvent(storageEvent(storageKey('namespaces')))
    await expect.poll(() => second.core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    expect(second.evm.calls).toContain('disconnect')
    first.core.destroy()
    second.core.destroy()
  })

  it('a tab whose stored namespace is still connected stays connected', async () => {
    scope.window = new EventTarget()
    const storage = memoryStorage()
    const only = tab(storage)
    await only.core.connect({ namespace: 'eip155', connectorId: 'mm' })
    scope.window.dispatchEvent(storageEvent(storageKey('namespaces')))
    expect(only.core.state.chain.chains.eip155?.accountState.status).toBe('connected')
    expect(only.evm.calls).not.toContain('disconnect')
    only.core.destroy()
  })
})
