import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  expiresAt: number
}

/**
 * The provider's storage for one running instance: sessions, interactions, codes and grants in a Map that lives
 * exactly as long as the provider (a test service has nothing to keep across restarts). Expired entries read as
 * absent.
 */
export function memoryStore(now: () => number = Date.now): AdapterFactory {
  const entries = new Map<string, Entry>()
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry.payload
  }
  const findBy = (field: 'userCode' | 'uid', value: string, model: string) => {
    for (const key of entries.keys()) {
      const payload = key.startsWith(`${model}:`) ? live(key) : undefined
      if (payload?.[field] === value) return payload
    }
    return undefined
  }
  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`
    return {
      upsert: async (id, payload, expiresIn) => {
        entries.set(keyOf(id), { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : Number.POSITIVE_INFINITY })
      },
      find: async (id) => live(keyOf(id)),
      findByUserCode: async (userCode) => findBy('userCode', userCode, model),
      findByUid: async (uid) => findBy('uid', uid, model),
      consume: async (id) => {
        const payload = live(keyOf(id))
        if (payload) payload.consumed = Math.floor(now() / 1000)
      },
      destroy: async (id) => {
        entries.delete(keyOf(id))
      },
      revokeByGrantId: async (grantId) => {
        for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key)
      },
    }
  }
}
