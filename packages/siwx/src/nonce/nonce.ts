// Nonces: 24 characters of [A-Za-z0-9] from the platform CSPRNG (~143 bits), well past EIP-4361's 8-character floor.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export function generateNonce(length = 24): string {
  const out: string[] = []
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && out.length < length) out.push(ALPHABET[byte % 62] as string)
    }
  }
  return out.join('')
}

export type NonceCheck = 'ok' | 'reused' | 'unknown'

/** Where nonces are issued and spent. Each nonce is good for one sign-in, within its lifetime. */
export interface SIWXNonceStore {
  issue(): Promise<string>
  /** Marks the nonce used; says whether it was fresh, already used, or never issued (or expired). */
  consume(nonce: string): Promise<NonceCheck>
}

export interface MemoryNonceStoreOptions {
  /** How long an issued nonce may wait for its signature (default 10 minutes). */
  ttlMs?: number
  now?: () => number
}

/** In-memory nonce store for a single page or process. A server keeps its own (apps/api uses its database). */
export function createMemoryNonceStore({ ttlMs = 10 * 60_000, now = Date.now }: MemoryNonceStoreOptions = {}) {
  const issued = new Map<string, { expiresAt: number; used: boolean }>()
  const sweep = () => {
    const t = now()
    for (const [nonce, entry] of issued) if (entry.expiresAt <= t) issued.delete(nonce)
  }
  const store: SIWXNonceStore = {
    async issue() {
      sweep()
      const nonce = generateNonce()
      issued.set(nonce, { expiresAt: now() + ttlMs, used: false })
      return nonce
    },
    async consume(nonce) {
      sweep()
      const entry = issued.get(nonce)
      if (!entry) return 'unknown'
      if (entry.used) return 'reused'
      entry.used = true
      return 'ok'
    },
  }
  return store
}
