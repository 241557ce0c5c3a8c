import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { WcBitcoinAccount } from './bitcoin-account'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

describe('WcBitcoinAccount', () => {
  const account = new WcBitcoinAccount({ chains: [REGTEST] })

  it('offers its native segwit regtest address on each chain, and answers only bip122 requests', () => {
    expect(account.address).toMatch(/^bcrt1q/)
    expect(account.supportedNamespace()).toEqual({
      chains: [REGTEST],
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['accountsChanged', 'chainChanged'],
      accounts: [`${REGTEST}:${account.address}`],
    })
    expect(account.handles(REGTEST)).toBe(true)
    expect(account.handles('eip155:31337')).toBe(false)
  })

  it('signs with BIP-322 that bip322-js verifies for this address and message only', async () => {
    const answer = (await account.request('signMessage', { address: account.address, message: 'hello bitcoin' })) as {
      address: string
      signature: string
    }
    expect(answer.address).toBe(account.address)
    expect(Verifier.verifySignature(account.address, 'hello bitcoin', answer.signature)).toBe(true)
    expect(Verifier.verifySignature(account.address, 'another message', answer.signature)).toBe(false)
    const other = new WcBitcoinAccount({ chains: [REGTEST], seed: new Uint8Array(32).fill(12) })
    expect(Verifier.verifySignature(other.address, 'hello bitcoin', answer.signature)).toBe(false)
    expect(await account.request('getAccountAddresses', {})).toEqual([
      expect.objectContaining({ address: account.address, intention: 'payment' }),
    ])
  })

  it('refuses another address and methods it does not have', async () => {
    const other = new WcBitcoinAccount({ chains: [REGTEST], seed: new Uint8Array(32).fill(12) })
    await expect(account.request('signMessage', { address: other.address, message: 'm' })).rejects.toMatchObject({
      code: 4100,
    })
    await expect(account.request('signMessage', {})).rejects.toMatchObject({ code: -32602 })
    await expect(account.request('signPsbt', { account: other.address })).rejects.toMatchObject({ code: 4100 })
    await expect(account.request('getBalance', {})).rejects.toMatchObject({ code: 4200 })
  })
})
