import { describe, expect, it } from 'vitest'
import { prepareDevStack } from './prepare'

describe('prepareDevStack', () => {
  it('prepares the store once: a second call builds nothing and leaves the on-demand pieces loaded', async () => {
    await prepareDevStack()
    expect(await prepareDevStack()).toEqual({ builtStore: false })
    // Loaded by the preparation: importing them again is a module-cache hit.
    const began = performance.now()
    const [api, secureSite, checkout] = await Promise.all([
      import('@portico/api'),
      import('@portico/secure-site'),
      import('../onramp-sandbox/checkout-server'),
    ])
    expect(typeof api.startApiServer).toBe('function')
    expect(typeof secureSite.startSecureSite).toBe('function')
    expect(typeof checkout.startCheckoutServer).toBe('function')
    expect(performance.now() - began).toBeLessThan(50)
  }, 120_000)

  it('prepares nothing for a stack without the api', async () => {
    expect(await prepareDevStack({ api: false })).toEqual({ builtStore: false })
  })
})
