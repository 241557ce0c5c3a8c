import type { ChainNamespace } from '@portico/common'
import { storageKey } from '../storage/storage'
import type { CoreContext } from './context'

/**
 * Another tab of the same app disconnected: this tab follows (issue 15). Browsers send the `storage` event to every
 * other tab of the origin when localStorage changes; a namespace this tab shows connected that storage now says is
 * not is disconnected here too, so no tab keeps a connection the next reload would not restore. Without a window
 * (server, tests without one) nothing listens.
 */
export function followOtherTabs(
  ctx: Pick<CoreContext, 'storage' | 'namespaces' | 'state'>,
  disconnect: (namespace: ChainNamespace) => Promise<void>,
): () => void {
  const target = (globalThis as { window?: EventTarget }).window
  if (!target || typeof target.addEventListener !== 'function') return () => {}
  const key = storageKey('namespaces')
  const onStorage = (event: Event) => {
    const changed = (event as { key?: string | null }).key
    // null: the other tab cleared all of storage.
    if (changed !== key && changed !== null) return
    const saved = ctx.storage.get('namespaces') ?? {}
    for (const namespace of ctx.namespaces) {
      const record = ctx.state.chain.chains[namespace]
      if (!record || record.connections.length === 0 || saved[namespace]?.status === 'connected') continue
      void disconnect(namespace).catch(() => {
        // The adapter failed to let go; core's own state is cleared either way.
      })
    }
  }
  target.addEventListener('storage', onStorage)
  return () => target.removeEventListener('storage', onStorage)
}
