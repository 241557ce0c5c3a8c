import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { WcSolanaAccount } from './solana-account'

describe('WcSolanaAccount', () => {
  const account = new WcSolanaAccount({ chains: ['solana:localnet'], seed: new Uint8Array(32).fill(3) })

  it('offers its base58 ed25519 public key as the account on each chain', () => {
    expect(base58.decode(account.address)).toEqual(account.publicKey)
    expect(account.supportedNamespace()).toEqual({
      chains: ['solana:localnet'],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
      ],
      events: ['accountsChanged', 'chainChanged'],
      accounts: [`solana:localnet:${account.address}`],
    })
  })

  it('signs a base58 message (§7) with a signature that verifies for its key only', async () => {
    const message = new TextEncoder().encode('hello solana')
    const { signature } = await account.request('solana_signMessage', {
      message: base58.encode(message),
      pubkey: account.address,
    })
    expect(ed25519.verify(base58.decode(signature), message, account.publicKey)).toBe(true)
    const other = new WcSolanaAccount({ chains: ['solana:localnet'] })
    expect(ed25519.verify(base58.decode(signature), message, other.publicKey)).toBe(false)
  })

  it('refuses another pubkey, a message that is not base58 and methods it does not have', async () => {
    await expect(account.request('solana_signMessage', { message: '2g', pubkey: 'x' })).rejects.toMatchObject({
      code: 4100,
    })
    await expect(
      account.request('solana_signMessage', { message: '0OIl', pubkey: account.address }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(account.request('solana_signIn', {})).rejects.toMatchObject({ code: 4200 })
    await expect(account.request('solana_signTransaction', { transaction: 'not wire' })).rejects.toMatchObject({
      code: -32602,
    })
  })
})
