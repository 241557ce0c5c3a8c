// AppKit's door: `new SolanaAdapter()` (its networks default to AppKit's Solana ones) and `new SolanaAdapter({
// networks })` with mixed shapes, driven by a core (what createAppKit builds) to a connected test wallet.
import { localEvm, solana } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { type RunningSolanaRpc, SOLANA_DEV_ACCOUNTS, startSolanaRpc } from '@portico/testing/solana-rpc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SolanaAdapter } from '../src'
import { setup } from './setup'

let rpc: RunningSolanaRpc
beforeAll(async () => {
  rpc = await startSolanaRpc({ accounts: 2 })
})
afterAll(() => rpc?.stop())

describe('SolanaAdapter (class)', () => {
  it('without options starts on Solana mainnet and is an instance of the class', () => {
    const adapter = new SolanaAdapter()
    expect(adapter).toBeInstanceOf(SolanaAdapter)
    expect(adapter.namespace).toBe('solana')
    expect(adapter.caipNetwork.caipNetworkId).toBe(solana.caipNetworkId)
    adapter.destroy()
  })

  it('keeps the Solana networks of a mixed list and connects the test wallet under a core; caipNetwork stays live', async () => {
    const w = setup(rpc)
    const { caipNetworkId: _id, ...appKitShapedLocalnet } = w.localnet
    const adapter = new SolanaAdapter({ networks: [localEvm, appKitShapedLocalnet, w.devnet], reconnectWaitMs: 50 })
    const core = createAppKitCore({
      projectId: 'p',
      networks: [w.localnet, w.devnet],
      adapters: [adapter],
      storage: memoryStorage(),
      warn: () => {},
    })
    try {
      expect(adapter.caipNetwork.caipNetworkId).toBe(w.localnet.caipNetworkId)
      await core.initialize()
      await core.connect({ namespace: 'solana', connectorId: w.name })
      expect(core.state.chain.chains.solana?.accountState.address).toBe(SOLANA_DEV_ACCOUNTS[0]!.address)
      await core.switchNetwork(w.devnet, { ignoreConfirmation: true })
      expect(adapter.caipNetwork.caipNetworkId).toBe(w.devnet.caipNetworkId)
    } finally {
      core.destroy()
      adapter.destroy()
      w.cleanup()
    }
  })
})
