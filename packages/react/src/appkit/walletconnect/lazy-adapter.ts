import type { ChainNamespace } from '@portico/common'
import { type ChainAdapter, REQUIRED_ADAPTER_METHODS } from '@portico/core'

type Forwarded = Exclude<(typeof REQUIRED_ADAPTER_METHODS)[number], 'on'>

/**
 * A WalletConnect-only adapter whose code (the WalletConnect client, not yet its provider) loads at its first call:
 * core needs its adapters when it is created, and the app's initial JavaScript must not carry WalletConnect.
 */
export function lazyRelayAdapter(namespace: ChainNamespace, load: () => Promise<ChainAdapter>): ChainAdapter {
  const adapter: Pick<ChainAdapter, 'namespace' | 'on'> & Partial<ChainAdapter> = {
    namespace,
    on(event, listener) {
      let stop: (() => void) | undefined
      let off = false
      void load().then(
        (loaded) => {
          if (!off) stop = loaded.on(event, listener)
        },
        () => {},
      )
      return () => {
        off = true
        stop?.()
      }
    },
  }
  // Every other method of the contract: the same call on the loaded adapter.
  for (const method of REQUIRED_ADAPTER_METHODS) {
    if (method === 'on') continue
    const forward = (params: never) =>
      load().then((loaded) => (loaded[method as Forwarded] as (p: never) => Promise<unknown>)(params))
    Object.assign(adapter, { [method]: forward })
  }
  return adapter as ChainAdapter
}
