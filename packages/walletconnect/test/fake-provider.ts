import type { ProviderLike, RawSession } from '../src/client/types'

type Listener = (payload: never) => void

/**
 * A stand-in for the universal provider at the unit-test boundary: each connect() shows a fresh URI and waits for
 * the test to approve or reject, as the wallet on the other side of the relay would.
 */
export class FakeProvider implements ProviderLike {
  session: RawSession | undefined
  readonly calls: { method: string; params?: unknown; chain?: string | undefined }[] = []
  readonly connects: Record<string, unknown>[] = []
  defaultChain: string | undefined
  private listeners = new Map<string, Set<Listener>>()
  private pending: { resolve: (s: RawSession) => void; reject: (e: unknown) => void } | undefined
  private uris = 0

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set()
    this.listeners.set(event, set)
    set.add(listener)
  }
  removeListener(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener)
  }
  emit(event: string, payload: unknown) {
    for (const l of [...(this.listeners.get(event) ?? [])]) (l as (p: unknown) => void)(payload)
  }

  /** URIs the sign client took over (`core.pairing.pair`), and the topics `pair` proposed on. */
  readonly takenOver: string[] = []
  readonly proposedOn: (string | undefined)[] = []
  private namespaces: Record<string, unknown> | undefined

  client: ProviderLike['client'] = {
    formatAuthMessage: () => 'unused',
    core: {
      relayer: { on: () => undefined },
      pairing: {
        pair: async ({ uri }: { uri: string }) => {
          if (this.namespaces === undefined) throw new Error('pair() before connect({ skipPairing })')
          this.takenOver.push(uri)
        },
      },
    },
  }

  connect(params: { optionalNamespaces: Record<string, unknown>; skipPairing?: boolean }) {
    this.connects.push(params.optionalNamespaces)
    this.namespaces = params.optionalNamespaces
    if (params.skipPairing) return Promise.resolve(undefined)
    this.uris += 1
    const uri = `wc:topic${this.uris}@2?relay-protocol=irn&symKey=key${this.uris}`
    return this.approval(() => this.emit('display_uri', uri))
  }
  pair(topic: string | undefined): Promise<RawSession> {
    this.proposedOn.push(topic)
    return this.approval()
  }
  private approval(then?: () => void) {
    return new Promise<RawSession>((resolve, reject) => {
      this.pending = { resolve, reject }
      if (then) queueMicrotask(then)
    })
  }
  approve(session: RawSession) {
    this.session = session
    this.pending?.resolve(session)
  }
  reject(error: unknown) {
    this.pending?.reject(error)
  }
  async disconnect() {
    this.session = undefined
  }
  async request<T>(args: { method: string; params?: unknown }, chain?: string): Promise<T> {
    this.calls.push({ ...args, chain })
    return '0xsigned' as T
  }
  setDefaultChain(chain: string) {
    this.defaultChain = chain
  }
}

export const ADDRESS = '0x1111111111111111111111111111111111111111'
export const COSMOS_ADDRESS = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'

export function session(overrides: Partial<RawSession> = {}): RawSession {
  return {
    topic: 'session-topic',
    expiry: 1_900_000_000,
    namespaces: {
      eip155: {
        accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`],
        chains: ['eip155:31337', 'eip155:31338'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
    peer: {
      metadata: {
        name: 'Test wallet',
        icons: ['http://127.0.0.1/icon.png'],
        redirect: { native: 'testwallet://', universal: 'https://wallet.example/wc' },
      },
    },
    ...overrides,
  }
}

/** Node has no localStorage; the session mark needs one (a browser always has it). */
export function installLocalStorage(): void {
  const map = new Map<string, string>()
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  }
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true })
}
