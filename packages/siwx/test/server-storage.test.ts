import { describe, expect, it } from 'vitest'
import { createServerStorage, isSIWXError } from '../src'

// The round trip against the real apps/api is in apps/api/test/siwx.test.ts; these are the client's own edges.
describe('server storage client', () => {
  it('gives up on a server that never answers (STORAGE_FAILED after the timeout)', async () => {
    const hung: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    const storage = createServerStorage({ apiUrl: 'http://127.0.0.1:9', projectId: 'p', fetch: hung, timeoutMs: 50 })
    const started = Date.now()
    const error = await storage.get('eip155:1', '0x0').catch((e: unknown) => e)
    expect(isSIWXError(error, 'STORAGE_FAILED')).toBe(true)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('turns the api error body into the same typed refusal, and sends credentials and the project id', async () => {
    const seen: { url: string; credentials: RequestCredentials | undefined }[] = []
    const fake: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), credentials: init?.credentials })
      return new Response(JSON.stringify({ error: 'NONCE_REUSED', message: 'The sign-in nonce was already used' }), {
        status: 401,
      })
    }
    const storage = createServerStorage({ apiUrl: 'http://api.test/base', projectId: 'p1', fetch: fake })
    const error = await storage.add({ data: {} as never, message: 'm', signature: 's' }).catch((e: unknown) => e)
    expect(isSIWXError(error, 'NONCE_REUSED')).toBe(true)
    expect((error as Error).message).toBe('The sign-in nonce was already used')
    expect(seen).toEqual([{ url: 'http://api.test/base/v1/siwx/verify?projectId=p1', credentials: 'include' }])
  })
})
