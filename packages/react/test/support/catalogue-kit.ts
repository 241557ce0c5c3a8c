import { type CaipNetwork, createStore } from '@portico/common'
import { localEvm } from '@portico/common/networks'
import { type ChainAdapter, memoryStorage } from '@portico/core'
import type { RelayState } from '../../src/hooks/walletconnect-relay'
import { type AppKit, type CreateAppKitOptions, createAppKit } from '../../src/index'
import { memoryEvmAdapter } from './memory-evm'

// The kit of the useAppKitWallets tests: one adapter on the local chain, no WalletConnect unless the test brings one.
const made: AppKit[] = []

export async function kitWith(adapter: ChainAdapter, extra: Partial<CreateAppKitOptions> = {}): Promise<AppKit> {
  const kit = createAppKit({
    projectId: 'portico-dev',
    networks: [localEvm as CaipNetwork],
    adapters: [adapter],
    storage: memoryStorage(),
    isMobile: () => false,
    enableWalletConnect: false,
    enableAnalytics: false,
    warn: () => {},
    ...extra,
  })
  made.push(kit)
  await kit.ready()
  return kit
}

/** Destroys every kit `kitWith` made (a test file's afterEach). */
export function destroyKits(): void {
  for (const kit of made.splice(0)) kit.destroy()
}

/**
 * The memory wallet's connector carrying a stand-in WalletConnect client, as the real connector does. With `pairing`,
 * connecting shows its URI and answers once `answer` settles (a person opens the wallet after the URI is there).
 */
export function relayAdapter(pairing?: { uri: string; answer: () => Promise<void> }): ChainAdapter {
  const adapter = memoryEvmAdapter()
  const store = createStore<RelayState>({ status: 'idle' })
  const relay = { kind: 'walletconnect' as const, getState: store.get, subscribe: store.subscribe, abandon() {} }
  return {
    ...adapter,
    connect: async (params) => {
      if (!pairing) return adapter.connect(params)
      store.set({ status: 'pairing', uri: pairing.uri })
      await pairing.answer()
      const connection = await adapter.connect(params)
      store.set({ status: 'connected' })
      return connection
    },
    syncConnectors: async (params) =>
      (await adapter.syncConnectors(params)).map((c) => ({
        ...c,
        name: 'WalletConnect',
        type: 'wallet-relay' as const,
        provider: relay,
      })),
  }
}
