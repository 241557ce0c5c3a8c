// The device share, kept in the secure origin's IndexedDB and encrypted with AES-GCM under a WebCrypto key created
// non-extractable: a script (or a disk dump) can read the ciphertext, but the key's bytes never leave the browser's
// crypto implementation. The session token and the public account addresses are kept beside it.

const DB_NAME = 'portico-secure-site'
const STORE = 'kv'

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = act(db.transaction(STORE, mode).objectStore(STORE))
    request.onsuccess = () => resolve(request.result as T)
    request.onerror = () => reject(request.error)
  })
}

interface EncryptedShare {
  iv: Uint8Array<ArrayBuffer>
  data: ArrayBuffer
}

export interface StoredSession {
  token: string
  userId: string
  accounts: { eip155: `0x${string}`; solana: string }
}

export class DeviceStore {
  private db: Promise<IDBDatabase> | undefined
  constructor(private readonly factory: IDBFactory = indexedDB) {}

  private database(): Promise<IDBDatabase> {
    this.db ??= open(this.factory)
    return this.db
  }

  private async get<T>(key: string): Promise<T | undefined> {
    return run<T | undefined>(await this.database(), 'readonly', (store) => store.get(key))
  }

  private async put(key: string, value: unknown): Promise<void> {
    await run(await this.database(), 'readwrite', (store) => store.put(value, key))
  }

  private async delete(key: string): Promise<void> {
    await run(await this.database(), 'readwrite', (store) => store.delete(key))
  }

  /** The device's AES-GCM key, created on first use as non-extractable and stored as the CryptoKey object itself. */
  private async key(): Promise<CryptoKey> {
    const existing = await this.get<CryptoKey>('deviceKey')
    if (existing) return existing
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    await this.put('deviceKey', key)
    return key
  }

  async saveShare(userId: string, share: Uint8Array): Promise<void> {
    const iv = crypto.getRandomValues(new Uint8Array(12))
    // The user id is bound in as associated data, so one user's stored share cannot be swapped in for another's.
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(userId) },
      await this.key(),
      new Uint8Array(share),
    )
    await this.put(`share:${userId}`, { iv, data } satisfies EncryptedShare)
  }

  async loadShare(userId: string): Promise<Uint8Array | undefined> {
    const stored = await this.get<EncryptedShare>(`share:${userId}`)
    if (!stored) return undefined
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: stored.iv, additionalData: new TextEncoder().encode(userId) },
      await this.key(),
      stored.data,
    )
    return new Uint8Array(plain)
  }

  /** The raw record as stored (for tests that check nothing readable is at rest). */
  rawShare(userId: string): Promise<EncryptedShare | undefined> {
    return this.get<EncryptedShare>(`share:${userId}`)
  }

  deviceKey(): Promise<CryptoKey> {
    return this.key()
  }

  loadSession(): Promise<StoredSession | undefined> {
    return this.get<StoredSession>('session')
  }

  saveSession(session: StoredSession): Promise<void> {
    return this.put('session', session)
  }

  /** Sign-out forgets the session; the encrypted device share stays so the same user needs no recovery next time. */
  clearSession(): Promise<void> {
    return this.delete('session')
  }

  /** A random id for this browser profile on the secure origin, registered by apps/api on login. */
  async deviceId(): Promise<string> {
    const existing = await this.get<string>('deviceId')
    if (existing) return existing
    const id = crypto.randomUUID()
    await this.put('deviceId', id)
    return id
  }
}
