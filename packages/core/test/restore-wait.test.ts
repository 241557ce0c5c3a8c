import { localEvm } from '@portico/common/networks'
import { describe, expect, it } from 'vitest'
import { type AdapterConnection, createAppKitCore, memoryStorage } from '../src/index'
import { EVM_A, fakeAdapter } from './fake-adapter'

const connection = { connectorId: 'mm', accounts: [{ address: EVM_A }], caipNetworkId: 'eip155:31337' as const }

describe('a restore that waits for a late-announced wallet (issue 15, finding 3)', () => {
  it("stays connecting, and stored as connected, while the wallet library's own reconnect finds nothing", async () => {
    const storage = memoryStorage()
    const first = createAppKitCore({
      projectId: 'p',
      networks: [localEvm],
      adapters: [fakeAdapter('eip155', connection)],
      storage,
      warn: () => {},
    })
    await first.connect({ namespace: 'eip155', connectorId: 'mm' })
    first.destroy()

    let announce: (c: AdapterConnection) => void = () => undefined
    const evm = fakeAdapter('eip155', connection, {
      reconnect: () => new Promise<AdapterConnection>((resolve) => (announce = resolve)),
    })
    const core = createAppKitCore({ projectId: 'p', networks: [localEvm], adapters: [evm], storage, warn: () => {} })
    const started = core.initialize()
    await new Promise((r) => setTimeout(r, 0))
    // wagmi's reconnect on mount: the connector is not there yet, so it says disconnected.
    evm.emit('statusChanged', { namespace: 'eip155', status: 'disconnected' })
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('connecting')
    expect(core.storage.get('namespaces')?.eip155?.status).toBe('connected')
    announce(connection)
    await started
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('connected')
  })
})
