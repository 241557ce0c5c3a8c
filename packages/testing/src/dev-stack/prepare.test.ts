import { describe, expect, it } from 'vitest'
import { prepareDevStack } from './prepare'

describe('prepareDevStack', () => {
  it('prepares the store once: a second call builds nothing and leaves the api code loaded', async () => {
    await prepareDevStack()
    expect(await prepareDevStack()).toEqual({ builtStore: false })
    // Loaded by the preparation: importing it again is a module-cache hit.
    const began = performance.now()
    const api = await import('@portico/api')
    expect(typeof api.startApiServer).toBe('function')
    expect(performance.now() - began).toBeLessThan(50)
  }, 120_000)

  it('prepares nothing for a stack without the api', async () => {
    expect(await prepareDevStack({ api: false })).toEqual({ builtStore: false })
  })
})
