// A typed event emitter small enough to live in core; adapters use it to implement `on`.
export type Listener<T> = (payload: T) => void

export interface Emitter<Events extends object> {
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void
  emit<K extends keyof Events>(event: K, payload: Events[K]): void
  clear(): void
}

export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as Listener<never>)
      return () => set.delete(listener as Listener<never>)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as Listener<typeof payload>)(payload)
    },
    clear() {
      listeners.clear()
    },
  }
}
