import type { CaipNetwork } from '@portico/common'
import { localEvm } from '@portico/common/networks'
import { type ChainAdapter, memoryStorage } from '@portico/core'
import { type AppKit, type CreateAppKitOptions, createAppKit } from '../../src/index'

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
