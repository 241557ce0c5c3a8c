import { describe, expect, it, vi } from 'vitest'
import {
  COOKIE_NAME,
  type CookieJar,
  createCookieStorage,
  createLocalStorage,
  type KeyValueStore,
  LOCAL_STORAGE_KEY,
  type SIWXSession,
} from '../src'
import { EVM_ADDRESS, evmData } from './fixtures'

const session = (chainId: SIWXSession['data']['chainId'], accountAddress = EVM_ADDRESS): SIWXSession => ({
  data: evmData({ chainId, accountAddress }),
  message: `message for ${chainId}`,
  signature: '0xabc',
})

function mapStore(initial: Record<string, string> = {}): KeyValueStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

/** Behaves like document.cookie: writes take `name=value; attrs`, Max-Age=0 deletes, reads list `name=value` pairs. */
function cookieJar(): CookieJar & { writes: string[] } {
  const cookies = new Map<string, string>()
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(text: string) {
      writes.push(text)
      const [pair, ...attrs] = text.split('; ')
      const eq = (pair ?? '').indexOf('=')
      const name = (pair ?? '').slice(0, eq)
      if (attrs.some((a) => a === 'Max-Age=0')) cookies.delete(name)
      else cookies.set(name, (pair ?? '').slice(eq + 1))
    },
  }
}

describe('local storage', () => {
  it('keeps one session per account and network under appkit/siwx, versioned, and deletes per account', async () => {
    const store = mapStore()
    const storage = createLocalStorage({ store })
    await storage.add(session('eip155:1'))
    await storage.add(session('eip155:10'))
    const replacement = { ...session('eip155:1'), signature: '0xdef' }
    await storage.add(replacement)
    expect(JSON.parse(store.map.get(LOCAL_STORAGE_KEY) ?? '').v).toBe(1)
    expect(await storage.get('eip155:1', EVM_ADDRESS.toLowerCase())).toEqual([replacement])
    await storage.delete('eip155:1', EVM_ADDRESS)
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toEqual([])
    expect(await storage.get('eip155:10', EVM_ADDRESS)).toHaveLength(1)
    await storage.set([])
    expect(store.map.has(LOCAL_STORAGE_KEY)).toBe(false)
  })

  it.each([
    ['not JSON', '{oops'],
    ['wrong version', JSON.stringify({ v: 99, data: [] })],
    ['a session missing its signature', JSON.stringify({ v: 1, data: [{ data: evmData(), message: 'm' }] })],
    ['a session with numeric nonce', JSON.stringify({ v: 1, data: [{ ...session('eip155:1'), data: { nonce: 1 } }] })],
  ])('drops a corrupt value (%s) with a warning instead of throwing', async (_, raw) => {
    const store = mapStore({ [LOCAL_STORAGE_KEY]: raw })
    const warn = vi.fn()
    const storage = createLocalStorage({ store, warn })
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
    expect(store.map.has(LOCAL_STORAGE_KEY)).toBe(false)
    await storage.add(session('eip155:1'))
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toHaveLength(1)
  })
})

describe('cookie storage', () => {
  it('round-trips sessions through the cookie with Path, SameSite and a Max-Age from the expiry', async () => {
    const jar = cookieJar()
    const storage = createCookieStorage({ jar })
    const s = {
      ...session('eip155:1'),
      data: evmData({ expirationTime: new Date(Date.now() + 3600_000).toISOString() }),
    }
    await storage.add(s)
    expect(jar.cookie.startsWith(`${COOKIE_NAME}=`)).toBe(true)
    expect(jar.writes.at(-1)).toMatch(/; Path=\/; SameSite=Lax; Max-Age=(3599|3600)$/)
    expect(await createCookieStorage({ jar }).get('eip155:1', EVM_ADDRESS)).toEqual([s])
    await storage.delete('eip155:1', EVM_ADDRESS)
    expect(jar.cookie).toBe('')
  })

  it('drops a corrupt cookie with a warning', async () => {
    const jar = cookieJar()
    jar.cookie = `${COOKIE_NAME}=${encodeURIComponent('[1,2')}; Path=/`
    const warn = vi.fn()
    expect(await createCookieStorage({ jar, warn }).get('eip155:1', EVM_ADDRESS)).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
    expect(jar.cookie).toBe('')
  })

  it('keeps the newest sessions when they no longer fit in one cookie', async () => {
    const jar = cookieJar()
    const warn = vi.fn()
    const storage = createCookieStorage({ jar, warn })
    const big = (i: number) => ({ ...session(`eip155:${i + 1}`), message: 'x'.repeat(900) })
    for (let i = 0; i < 6; i++) await storage.add(big(i))
    expect(decodeURIComponent(jar.cookie).length).toBeLessThan(4096)
    expect(await storage.get('eip155:6', EVM_ADDRESS)).toHaveLength(1)
    expect(await storage.get('eip155:1', EVM_ADDRESS)).toEqual([])
    expect(warn).toHaveBeenCalled()
  })
})
