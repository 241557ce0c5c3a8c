// WalletConnect's bip122 signPsbt and sendTransfer in the test wallet: real signatures with its BIP-84 key, checked
// with bitcoinjs-lib and tiny-secp256k1 against the PSBT's own sighash.
import { address as btcAddress, networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { psbtInputSignedValidly } from '../btc-wallet/signer'
import { WcBitcoinAccount } from './bitcoin-account'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const RECIPIENT = new WcBitcoinAccount({ chains: [REGTEST], seed: new Uint8Array(32).fill(12) }).address

function unsignedPsbt(owner: string): string {
  const psbt = new Psbt({ network: networks.regtest })
  psbt.addInput({
    hash: 'aa'.repeat(32),
    index: 0,
    witnessUtxo: { script: btcAddress.toOutputScript(owner, networks.regtest), value: 50_000n },
  })
  psbt.addOutput({ address: RECIPIENT, value: 40_000n, network: networks.regtest } as never)
  return psbt.toBase64()
}

describe('WcBitcoinAccount transactions', () => {
  it('signPsbt signs the inputs named for its address; the signature verifies against the sighash', async () => {
    const account = new WcBitcoinAccount({ chains: [REGTEST] })
    const answer = (await account.request('signPsbt', {
      account: account.address,
      psbt: unsignedPsbt(account.address),
      signInputs: [{ address: account.address, index: 0, sighashTypes: [1] }],
      broadcast: false,
    })) as { psbt: string; txid?: string }
    expect(answer.txid).toBeUndefined()
    const signed = Psbt.fromBase64(answer.psbt, { network: networks.regtest })
    expect(signed.data.inputs[0]?.partialSig).toHaveLength(1)
    expect(psbtInputSignedValidly(answer.psbt, 0)).toBe(true)
    expect(psbtInputSignedValidly(unsignedPsbt(account.address), 0)).toBe(false)
    await expect(
      account.request('signPsbt', {
        account: account.address,
        psbt: unsignedPsbt(account.address),
        signInputs: [{ address: RECIPIENT, index: 0 }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('sendTransfer spends a UTXO of its payment address to the recipient and broadcasts it', async () => {
    const account = new WcBitcoinAccount({ chains: [REGTEST] })
    account.receive(100_000n)
    const { txid } = (await account.request('sendTransfer', {
      account: account.address,
      recipientAddress: RECIPIENT,
      amount: '25000',
    })) as { txid: string }
    expect(account.broadcasts).toHaveLength(1)
    const tx = Transaction.fromHex(account.broadcasts[0] as string)
    expect(tx.getId()).toBe(txid)
    const paid = tx.outs.find((o) => btcAddress.fromOutputScript(o.script, networks.regtest) === RECIPIENT)
    expect(paid?.value).toBe(25_000n)
  })
})
