import { combine } from 'shamir-secret-sharing'
import { describe, expect, it } from 'vitest'
import { newEntropy } from './derive'
import { combineShares, decodeShare, encodeShare, splitEntropy } from './shares'

describe('2-of-3 shares of the wallet entropy', () => {
  it('any two of the three shares give the entropy back', async () => {
    const entropy = newEntropy()
    const { device, auth, recovery } = await splitEntropy(entropy)
    for (const [a, b] of [
      [device, auth],
      [auth, device],
      [device, recovery],
      [auth, recovery],
      [recovery, auth],
    ] as const)
      expect(await combineShares(a, b)).toEqual(entropy)
  })

  it('one share alone reconstructs nothing (an apps/api dump or the device share by itself)', async () => {
    const entropy = newEntropy()
    const { device, auth } = await splitEntropy(entropy)
    await expect(combine([auth])).rejects.toThrow()
    await expect(combine([device])).rejects.toThrow()
    // Twice the same share is still one share: the library refuses it rather than answering something.
    await expect(combine([auth, auth.slice()])).rejects.toThrow()
  })

  it('shares of different splits do not combine to the entropy', async () => {
    const entropy = newEntropy()
    const first = await splitEntropy(entropy)
    const second = await splitEntropy(entropy)
    const mixed = await combineShares(first.device, second.auth).catch(() => undefined)
    expect(mixed).not.toEqual(entropy)
  })

  it('a share does not carry the entropy in the clear', async () => {
    const entropy = newEntropy()
    const { auth } = await splitEntropy(entropy)
    expect(Buffer.from(auth).includes(Buffer.from(entropy.slice(0, 8)))).toBe(false)
  })

  it('shares round-trip through their base64url form', async () => {
    const { recovery } = await splitEntropy(newEntropy())
    const text = encodeShare(recovery)
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeShare(text)).toEqual(recovery)
  })
})
