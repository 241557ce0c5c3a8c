import { Verifier } from 'bip322-js'
import { address as btcAddress, networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BtcTestWallet } from './btc-test-wallet'

const SEED = '000102030405060708090a0b0c0d0e0f'
const connected = async (network: 'testnet' | 'regtest' | 'mainnet' = 'testnet') => {
  const wallet = new BtcTestWallet({ seed: SEED, network })
  await wallet.request({ method: 'getAccounts', params: { purposes: ['payment', 'ordinals'] } })
  return wallet
}

describe('BtcTestWallet', () => {
  it('derives a BIP-84 payment and a BIP-86 ordinal account per network', async () => {
    const wallet = await connected('testnet')
    const [payment, ordinal] = wallet.accounts
    expect(payment).toMatchObject({ purpose: 'payment', addressType: 'p2wpkh', path: "m/84'/1'/0'/0/0" })
    expect(payment?.address).toMatch(/^tb1q/)
    expect(payment?.publicKey).toMatch(/^0[23][0-9a-f]{64}$/)
    expect(ordinal).toMatchObject({ purpose: 'ordinals', addressType: 'p2tr', path: "m/86'/1'/0'/0/0" })
    expect(ordinal?.address).toMatch(/^tb1p/)
    expect(new BtcTestWallet({ seed: SEED, network: 'mainnet' }).accounts[0]?.address).toMatch(/^bc1q/)
    expect(new BtcTestWallet({ seed: SEED, network: 'regtest' }).accounts[0]?.address).toMatch(/^bcrt1q/)
  })

  it('BIP-322 simple signatures verify with bip322-js for both accounts, and not for another message', async () => {
    const wallet = await connected()
    for (const account of wallet.accounts) {
      const { signature } = (await wallet.request({
        method: 'signMessage',
        params: { address: account.address, message: 'Hello Portico', protocol: 'BIP322' },
      })) as { signature: string }
      expect(Verifier.verifySignature(account.address, 'Hello Portico', signature)).toBe(true)
      expect(Verifier.verifySignature(account.address, 'Hello Portic0', signature)).toBe(false)
    }
  })

  it('legacy ECDSA signatures verify with bip322-js', async () => {
    const wallet = await connected()
    const address = wallet.accounts[0]?.address as string
    const { signature } = (await wallet.request({
      method: 'signMessage',
      params: { address, message: 'legacy hello', protocol: 'ECDSA' },
    })) as { signature: string }
    expect(Buffer.from(signature, 'base64')).toHaveLength(65)
    expect(Verifier.verifySignature(address, 'legacy hello', signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'legacy hell0', signature)).toBe(false)
  })

  it('signs a PSBT over given UTXOs of both accounts; the finalized transaction validates', async () => {
    const wallet = await connected()
    const [payment, ordinal] = wallet.accounts
    const a = wallet.receive(50_000n, 'payment')
    const b = wallet.receive(20_000n, 'ordinal')
    const psbt = new Psbt({ network: networks.testnet })
    psbt.addInput({
      hash: a.txid,
      index: a.vout,
      witnessUtxo: { script: btcAddress.toOutputScript(a.address, networks.testnet), value: a.value },
    })
    psbt.addInput({
      hash: b.txid,
      index: b.vout,
      witnessUtxo: { script: btcAddress.toOutputScript(b.address, networks.testnet), value: b.value },
    })
    psbt.addOutput({ address: payment?.address as string, value: 69_000n })
    const { psbt: signed } = (await wallet.request({
      method: 'signPsbt',
      params: {
        psbt: psbt.toBase64(),
        signInputs: { [payment?.address as string]: [0], [ordinal?.address as string]: [1] },
      },
    })) as { psbt: string }
    const back = Psbt.fromBase64(signed, { network: networks.testnet })
    // bitcoinjs checks each partial (ECDSA) and taproot key-path (Schnorr) signature against the input's key.
    expect(
      back.validateSignaturesOfAllInputs((pubkey, msghash, signature) => verifyAny(pubkey, msghash, signature)),
    ).toBe(true)
    back.finalizeAllInputs()
    const tx = back.extractTransaction()
    expect(tx.ins).toHaveLength(2)
    expect(tx.ins.every((i) => i.witness.length > 0)).toBe(true)
  })

  it('sendTransfer spends its UTXOs, pays the recipient, returns change and records the raw transaction', async () => {
    const wallet = await connected()
    wallet.receive(30_000n)
    wallet.receive(40_000n)
    const to = wallet.accounts[1]?.address as string
    const { txid } = (await wallet.request({
      method: 'sendTransfer',
      params: { recipients: [{ address: to, amount: 60_000 }] },
    })) as { txid: string }
    const tx = Transaction.fromHex(wallet.broadcasts[0] as string)
    expect(tx.getId()).toBe(txid)
    expect(tx.ins).toHaveLength(2)
    expect(btcAddress.fromOutputScript(tx.outs[0]?.script as Uint8Array, networks.testnet)).toBe(to)
    expect(tx.outs[0]?.value).toBe(60_000n)
    const balance = (await wallet.request({ method: 'getBalance' })) as { total: string }
    expect(BigInt(balance.total)).toBe(tx.outs[1]?.value)
    await expect(
      wallet.request({ method: 'sendTransfer', params: { recipients: [{ address: to, amount: 1_000_000 }] } }),
    ).rejects.toThrow('Insufficient funds')
  })

  it('rejects, answers garbage, hangs and vanishes on request', async () => {
    const wallet = await connected()
    wallet.setBehaviour('signMessage', 'reject')
    const address = wallet.accounts[0]?.address
    await expect(wallet.request({ method: 'signMessage', params: { address, message: 'x' } })).rejects.toMatchObject({
      code: 4001,
    })
    wallet.setBehaviour('signMessage', 'garbage')
    expect(await wallet.request({ method: 'signMessage', params: { address, message: 'x' } })).toEqual({
      signature: 'not base64 at all!',
    })
    wallet.setBehaviour('signMessage', 'hang')
    const pending = wallet.request({ method: 'signMessage', params: { address, message: 'x' } })
    wallet.vanish()
    await expect(pending).rejects.toMatchObject({ code: 4900 })
    await expect(wallet.request({ method: 'getBalance' })).rejects.toMatchObject({ code: 4900 })
  })

  it('needs approval before signing and forgets it on disconnect', async () => {
    const wallet = new BtcTestWallet({ seed: SEED })
    const address = wallet.accounts[0]?.address
    await expect(wallet.request({ method: 'signMessage', params: { address, message: 'x' } })).rejects.toMatchObject({
      code: 4100,
    })
    await expect(wallet.request({ method: 'wallet_getAccount' })).rejects.toMatchObject({ code: 4100 })
    await wallet.request({ method: 'getAccounts' })
    expect(await wallet.request({ method: 'wallet_getAccount' })).toHaveLength(2)
    await wallet.request({ method: 'wallet_disconnect' })
    expect(wallet.isAuthorized).toBe(false)
  })
})

import * as ecc from 'tiny-secp256k1'

function verifyAny(pubkey: Uint8Array, msghash: Uint8Array, signature: Uint8Array): boolean {
  return pubkey.length === 32 ? ecc.verifySchnorr(msghash, pubkey, signature) : ecc.verify(msghash, pubkey, signature)
}
