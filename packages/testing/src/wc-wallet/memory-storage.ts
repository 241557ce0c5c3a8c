import type { CoreTypes } from '@walletconnect/types'

type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>

/**
 * The key-value store a WalletConnect core keeps its keys, pairings and sessions in, held in memory. Passing one
 * keeps each client's state separate and makes no file; passing the same instance to a new client is a "reload"
 * that restores the sessions. Values are copied in and out, as a real store would serialise them.
 */
export class MemoryKeyValueStorage implements KeyValueStorage {
  private readonly items = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return [...this.items.keys()]
  }

  async getEntries<T>(): Promise<[string, T][]> {
    return [...this.items.entries()].map(([key, value]) => [key, structuredClone(value) as T])
  }

  async getItem<T>(key: string): Promise<T | undefined> {
    return this.items.has(key) ? (structuredClone(this.items.get(key)) as T) : undefined
  }

  async setItem<T>(key: string, value: T): Promise<void> {
    this.items.set(key, structuredClone(value))
  }

  async removeItem(key: string): Promise<void> {
    this.items.delete(key)
  }
}
