import { localEvm, localEvm2, solana } from '@portico/common/networks'
import { snapshot } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { memoryStorage, type StorageBackend, storageKey } from '../src/index'
import { EVM_A, EVM_B, SOL_A } from './fake-adapter'
import { evmConnection, heldAnswer, make } from './make-core'

const raw = (storage: StorageBackend, key: 'namespaces' | 'activeNamespace') =>
  JSON.parse(storage.getItem(storageKey(key)) ?? 'null')

describe('the persisted slice is saved by one subscription, in the stored format', () => {
  it('a connection, an account switch and a network switch are each stored at once, in the v1 format', async () => {
    const { core, storage } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(raw(storage, 'namespaces')).toEqual({
      v: 1,
      data: {
        eip155: {
          connections: [
            { connectorId: 'mm', accounts: [{ address: EVM_A }, { address: EVM_B }], caipNetworkId: 'eip155:31337' },
          ],
          currentConnectorId: 'mm',
          status: 'connected',
          caipNetworkId: 'eip155:31337',
        },
      },
    })
    // The default active namespace is not written; a change of it is.
    expect(raw(storage, 'activeNamespace')).toBeNull()

    core.switchAccount({ namespace: 'eip155', address: EVM_B })
    expect(raw(storage, 'namespaces').data.eip155.connections[0].accounts[0].address).toBe(EVM_B)

    await core.switchNetwork(localEvm2, { ignoreConfirmation: true })
    expect(raw(storage, 'namespaces').data.eip155.caipNetworkId).toBe(localEvm2.caipNetworkId)

    await core.connect({ namespace: 'solana', connectorId: 'ph' })
    expect(raw(storage, 'activeNamespace')).toEqual({ v: 1, data: 'solana' })

    await core.disconnect()
    expect(raw(storage, 'namespaces').data.eip155).toEqual({
      connections: [],
      status: 'disconnected',
      caipNetworkId: localEvm2.caipNetworkId,
    })
  })

  it('a restore the wallet library already mirrored never passes through a stored state without it (other tabs read every write)', async () => {
    const { core, storage } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    const writes: unknown[] = []
    const recording: StorageBackend = {
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        if (key === storageKey('namespaces')) writes.push(JSON.parse(value))
        storage.setItem(key, value)
      },
      removeItem: (key) => storage.removeItem(key),
    }
    const reload = make({ storage: recording })
    // Like wagmi's reconnect: the library reports the connection (mirrored into core) before reconnect resolves.
    reload.evm.reconnect = async () => {
      reload.evm.emit('connectionsChanged', { namespace: 'eip155', connections: [{ ...evmConnection }] })
      return { ...evmConnection }
    }
    await reload.core.initialize()
    expect(reload.core.state.chain.chains.eip155?.accountState.status).toBe('connected')
    const emptied = writes.filter(
      (w) => (w as { data: { eip155?: { connections: unknown[] } } }).data.eip155?.connections.length === 0,
    )
    expect(emptied).toEqual([])
  })

  it('an attempt in flight is not stored: a reload while connecting a second wallet still restores the first', async () => {
    const { answer, release } = heldAnswer(() => ({ ...evmConnection, connectorId: 'rabby' }))
    const { core, storage } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    const before = storage.getItem(storageKey('namespaces'))
    const slow = make({ storage }, { connect: answer })
    await slow.core.initialize()
    const attempt = slow.core.connect({ namespace: 'eip155', connectorId: 'rabby' })
    expect(slow.core.state.chain.chains.eip155?.accountState.status).toBe('connecting')
    expect(raw(storage, 'namespaces').data.eip155.status).toBe('connected')
    release()
    await attempt
    expect(storage.getItem(storageKey('namespaces'))).not.toBe(before)
  })

  it('a stored connection is kept until start-up has settled it, even when other state changes first', async () => {
    const { storage } = make()
    await make({ storage }).core.connect({ namespace: 'eip155', connectorId: 'mm' })
    const stored = storage.getItem(storageKey('namespaces'))
    const { answer, release } = heldAnswer(() => evmConnection)
    const next = make({ storage }, { reconnect: answer })
    const init = next.core.initialize()
    next.core.state.chain.isSwitchingNamespace = true
    next.core.state.chain.isSwitchingNamespace = false
    expect(storage.getItem(storageKey('namespaces'))).toBe(stored)
    release()
    await init
    expect(raw(storage, 'namespaces').data.eip155.status).toBe('connected')
  })

  it('storage that throws on every call is survived', async () => {
    const blocked: StorageBackend = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    const { core } = make({ storage: blocked })
    await core.initialize()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await core.switchNetwork(solana, { ignoreConfirmation: true })
    expect(core.state.chain.activeChain).toBe('solana')
  })

  it('corrupt stored values are dropped and overwritten by the next change', async () => {
    const storage = memoryStorage()
    storage.setItem(storageKey('namespaces'), '{not json')
    const { core } = make({ storage })
    await core.initialize()
    await core.connect({ namespace: 'solana', connectorId: 'ph' })
    expect(raw(storage, 'namespaces').data.solana.status).toBe('connected')
    expect(raw(storage, 'activeNamespace').data).toBe('solana')
  })

  it('after destroy nothing more is written', async () => {
    const { core, storage } = make()
    core.destroy()
    core.state.chain.activeChain = 'solana'
    expect(storage.getItem(storageKey('activeNamespace'))).toBeNull()
  })
})

describe('activeCaipAddress and activeCaipNetwork are derived from the active namespace', () => {
  it('follow the active record, on the state and on its snapshots', async () => {
    const { core } = make()
    expect(core.state.chain.activeCaipNetwork?.caipNetworkId).toBe(localEvm.caipNetworkId)
    expect(core.getSnapshot().chain.activeCaipAddress).toBeUndefined()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(core.state.chain.activeCaipAddress).toBe(`eip155:31337:${EVM_A}`)
    const snap = core.getSnapshot()
    expect(snap.chain.activeCaipAddress).toBe(`eip155:31337:${EVM_A}`)
    expect(snap.chain.activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(snapshot(core.state).chain).toMatchObject({ activeCaipAddress: `eip155:31337:${EVM_A}` })

    await core.connect({ namespace: 'solana', connectorId: 'ph' })
    const later = core.getSnapshot()
    expect(later.chain.activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOL_A}`)
    expect(later.chain.activeCaipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    // An older snapshot keeps what it saw.
    expect(snap.chain.activeCaipAddress).toBe(`eip155:31337:${EVM_A}`)
    // Spreading or serializing a snapshot keeps the values (React readers copy it).
    expect({ ...later.chain }.activeCaipAddress).toBe(`${solana.caipNetworkId}:${SOL_A}`)
    expect(JSON.parse(JSON.stringify(later.chain)).activeCaipNetwork.caipNetworkId).toBe(solana.caipNetworkId)
  })
})
