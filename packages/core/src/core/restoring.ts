import type { ChainNamespace } from '@portico/common'

// Namespaces whose stored connection core is restoring, per core (keyed by its state object). While one waits (a
// wallet announcing itself late), the wallet library's own "nothing to reconnect" must not say disconnected.
const restoring = new WeakMap<object, Set<ChainNamespace>>()

export function whileRestoring<T>(owner: object, namespace: ChainNamespace, run: () => Promise<T>): Promise<T> {
  const set = restoring.get(owner) ?? new Set<ChainNamespace>()
  restoring.set(owner, set)
  set.add(namespace)
  return run().finally(() => set.delete(namespace))
}

export const isRestoring = (owner: object, namespace: ChainNamespace): boolean =>
  restoring.get(owner)?.has(namespace) ?? false
