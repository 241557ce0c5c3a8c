import { Core } from '@walletconnect/core'
import type { IVerify } from '@walletconnect/types'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { MemoryKeyValueStorage } from './memory-storage'

export type Dapp = Awaited<ReturnType<typeof UniversalProvider.init>>

let dapps = 0

/**
 * The dapp side as @portico/walletconnect builds it: the universal provider on a core of its own, pointed at the
 * local relay, telemetry off and verify answering "no attestation" (in Node the SDK registers nothing anyway).
 */
export async function startDapp(relayUrl: string): Promise<{ provider: Dapp; close(): Promise<void> }> {
  const customStoragePrefix = `portico-wc-dapp-${process.pid}-${++dapps}`
  const common = {
    projectId: 'portico-local',
    relayUrl,
    logger: 'error',
    telemetryEnabled: false,
    customStoragePrefix,
    storage: new MemoryKeyValueStorage(),
  }
  const core = new Core(common)
  const verify: IVerify = {
    core,
    logger: core.logger,
    store: core.storage,
    context: 'test-offline-verify',
    register: async () => '',
    resolve: async () => ({ origin: '' }),
  }
  core.verify = verify
  const provider = await UniversalProvider.init({
    ...common,
    core,
    metadata: { name: 'Portico test dapp', description: 'node test', url: 'http://127.0.0.1', icons: [] },
  })
  return {
    provider,
    close: async () => {
      await core.relayer.transportClose().catch(() => {})
      core.heartbeat.stop()
      Reflect.deleteProperty(globalThis, `_walletConnectCore_${customStoragePrefix}`)
      Reflect.deleteProperty(globalThis, `_walletConnectCore_${customStoragePrefix}_count`)
    },
  }
}
