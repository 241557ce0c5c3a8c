import { type ChainAdapter, REQUIRED_ADAPTER_METHODS } from '@portico/core'

/**
 * An adapter whose calls are answered by `load()`'s adapter once the WalletConnect chunk is fetched: core needs its
 * adapters when it is created, and the app's initial JavaScript must not carry WalletConnect. `base` is the app's
 * adapter (its Solana or Bitcoin one, to get WalletConnect's connector beside its own): the contract's methods are
 * the loaded adapter's, the rest (capabilities, isAddress, its own properties) the app's, at once, as the loaded
 * adapter would answer them too. With `{ namespace }` for a base, a WalletConnect-only adapter.
 */
type Members = Record<PropertyKey, unknown>

export function lazyAdapter(base: object, load: () => Promise<ChainAdapter>): ChainAdapter {
  return new Proxy(base as Members, {
    get(target, key) {
      const value = target[key]
      if (key === 'on')
        return (event: never, listener: never) => {
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
      // Transactions too: the loaded adapter sends them over WalletConnect for its connection.
      if (
        (REQUIRED_ADAPTER_METHODS as readonly PropertyKey[]).includes(key) ||
        (typeof value === 'function' && (key === 'signTransaction' || key === 'sendTransaction'))
      )
        return (params: never) =>
          load().then((loaded) => (loaded as unknown as Record<PropertyKey, (p: never) => unknown>)[key]!(params))
      return typeof value === 'function' ? value.bind(target) : value
    },
  }) as unknown as ChainAdapter
}
