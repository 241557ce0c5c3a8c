import { localEvm } from '@portico/common/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AppKitEvent, createAppKitCore, memoryStorage, type SIWXConfig } from '../src/index'
import { EVM_A, fakeAdapter } from './fake-adapter'

// The SIWX flow is a lazy chunk (src/siwx/host.ts): fetched at start-up only by an app with SIWX. These tests make
// the chunk's import fail the way a dropped network does, then let it through.
const chunk = vi.hoisted(() => ({ fail: false, imports: 0 }))
vi.mock('../src/siwx/lazy', async (original) => {
  chunk.imports++
  if (chunk.fail) throw new Error('Failed to fetch dynamically imported module')
  return original()
})

const evmConnection = { connectorId: 'mm', accounts: [{ address: EVM_A }], caipNetworkId: 'eip155:31337' as const }

function noSessionsSiwx(): SIWXConfig {
  return {
    createMessage: async ({ accountAddress, chainId }) => ({
      accountAddress,
      chainId,
      domain: 'lab',
      uri: 'http://lab',
      version: '1',
      nonce: 'nonce12345678',
      toString: () => 'sign in',
    }),
    addSession: async () => {},
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => [],
    getRequired: () => true,
  }
}

function make(siwx?: SIWXConfig) {
  const core = createAppKitCore({
    projectId: 'p',
    networks: [localEvm],
    adapters: [fakeAdapter('eip155', evmConnection)],
    storage: memoryStorage(),
    warn: () => {},
    ...(siwx ? { siwx } : {}),
  })
  const events: AppKitEvent[] = []
  core.events.subscribe((e) => events.push(e))
  return { core, events }
}

describe('SIWX flow as a lazy chunk', () => {
  afterEach(() => {
    chunk.fail = false
    vi.resetModules()
  })

  it('without SIWX, connecting never fetches the chunk', async () => {
    const { core } = make()
    await core.initialize()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(core.state.siwx.status).toBe('off')
    // An import started anywhere above has run its module by now.
    await vi.dynamicImportSettled()
    expect(chunk.imports).toBe(0)
  })

  it('a chunk that cannot be fetched is reported, the connect still resolves; the next connect fetches it and asks to sign in', async () => {
    chunk.fail = true
    const { core, events } = make(noSessionsSiwx())
    await core.initialize()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(events.some((e) => e.event === 'INTERNAL_SDK_ERROR')).toBe(true)
    expect(core.state.router.view).not.toBe('SIWXSignMessage')
    // Back online: the next connect fetches the chunk again and the flow checks the account.
    chunk.fail = false
    await core.disconnect({ namespace: 'eip155' })
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'), { timeout: 2000 })
    expect(core.state.siwx.closeBlocked).toBe(true)
  })
})
