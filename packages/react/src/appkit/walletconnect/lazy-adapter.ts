import type { ChainNamespace } from '@portico/common'
import { CAPABILITIES, type ChainAdapter, REQUIRED_ADAPTER_METHODS } from '@portico/core'

type Forwarded = Exclude<(typeof REQUIRED_ADAPTER_METHODS)[number], 'on'>

/** `on` of an adapter that is still loading: the listener joins the loaded one. */
function lazyOn(load: () => Promise<ChainAdapter>): ChainAdapter['on'] {
  return (event, listener) => {
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
  }
}

/**
 * A WalletConnect-only adapter whose code (the WalletConnect client, not yet its provider) loads at its first call:
 * core needs its adapters when it is created, and the app's initial JavaScript must not carry WalletConnect.
 */
export function lazyRelayAdapter(namespace: ChainNamespace, load: () => Promise<ChainAdapter>): ChainAdapter {
  const adapter: Pick<ChainAdapter, 'namespace' | 'on'> & Partial<ChainAdapter> = {
    namespace,
    on: lazyOn(load),
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

const FORWARDED: ReadonlySet<PropertyKey> = new Set([...REQUIRED_ADAPTER_METHODS, ...CAPABILITIES])

/**
 * The app's own adapter, its calls answered by `load()`'s adapter (the app's with WalletConnect beside it) once the
 * WalletConnect chunk is fetched. Everything else (the adapter's own properties, isAddress…) is the app's, at once.
 */
export function lazyWrappedAdapter(app: ChainAdapter, load: () => Promise<ChainAdapter>): ChainAdapter {
  const on = lazyOn(load)
  return new Proxy(app, {
    get(target, key) {
      if (key === 'on') return on
      const value: unknown = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      if (!FORWARDED.has(key)) return value.bind(target)
      return (params: never) =>
        load().then((loaded) => (Reflect.get(loaded, key) as (p: never) => Promise<unknown>).call(loaded, params))
    },
  })
}
