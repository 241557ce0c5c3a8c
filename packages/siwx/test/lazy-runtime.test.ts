import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMessenger, createServerStorage, createSIWX } from '../src'
import * as load from '../src/runtime/load'

// Issue 22: an app that turns SIWX on keeps its entry to the three factories; what they do is one chunk fetched at
// the first call (src/runtime/load.ts). The fetch is watched through load.ts's export, the one place that fetches.
vi.mock('../src/runtime/load', async (actual) => {
  const module = await actual<typeof import('../src/runtime/load')>()
  return { ...module, loadRuntime: vi.fn(module.loadRuntime) }
})

const nonceServer: typeof fetch = async () => new Response(JSON.stringify({ nonce: 'n0nce123' }), { status: 200 })
const options = { domain: 'app.test', uri: 'https://app.test', getNonce: async () => 'n0nce123' }

afterEach(() => vi.mocked(load.loadRuntime).mockClear())

describe('the SIWX factories fetch their work on first use', () => {
  it('creating them fetches nothing; the first call fetches the runtime, later calls reuse it', async () => {
    const storage = createServerStorage({ apiUrl: 'http://api.test', projectId: 'p', fetch: nonceServer })
    const messenger = createMessenger(options)
    const siwx = createSIWX({ messenger, storage })
    expect(siwx.getRequired?.()).toBe(false)
    expect(load.loadRuntime).not.toHaveBeenCalled()

    expect(await storage.getNonce()).toBe('n0nce123')
    expect(load.loadRuntime).toHaveBeenCalledTimes(1)
    const message = await siwx.createMessage({
      accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      chainId: 'eip155:1',
    })
    // The runtime's work is done: the address checksummed (EIP-55) and the text formatted.
    expect(message.accountAddress).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(String(message)).toContain('app.test wants you to sign in with your Ethereum account:')
    expect(await storage.getNonce()).toBe('n0nce123')
    // The storage's calls are fetched once; the messenger asks the (cached) module again.
    expect(load.loadRuntime).toHaveBeenCalledTimes(2)
  })

  it('a runtime that cannot be fetched fails that call; the next call fetches it again', async () => {
    vi.mocked(load.loadRuntime).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    const storage = createServerStorage({ apiUrl: 'http://api.test', projectId: 'p', fetch: nonceServer })
    await expect(storage.getNonce()).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(await storage.getNonce()).toBe('n0nce123')
    expect(load.loadRuntime).toHaveBeenCalledTimes(2)
  })
})
