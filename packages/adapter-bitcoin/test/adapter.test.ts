// @vitest-environment happy-dom
import { isPorticoError } from '@portico/common'
import { bitcoinRegtest, bitcoinTestnet } from '@portico/common/networks'
import type { AdapterEvents } from '@portico/core'
import { Verifier } from 'bip322-js'
import { address as btcAddress, networks, Psbt, Transaction } from 'bitcoinjs-lib'
import * as ecc from 'tiny-secp256k1'
import { describe, expect, it } from 'vitest'
import { createBitcoinAdapter } from '../src'
import { injectedWallet } from './harness'

const ns = { namespace: 'bip122' as const }

function record() {
  const adapter = createBitcoinAdapter()
  const events: { name: keyof AdapterEvents; payload: unknown }[] = []
  for (const name of ['accountsChanged', 'chainChanged', 'disconnect', 'connectorsChanged'] as const) {
    adapter.on(name, (payload) => events.push({ name, payload }))
  }
  return { adapter, events }
}

function psbtOver(utxo: { txid: string; vout: number; value: bigint; address: string }, to: string): Psbt {
  const psbt = new Psbt({ network: networks.testnet })
  psbt.addInput({
    hash: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: btcAddress.toOutputScript(utxo.address, networks.testnet), value: utxo.value },
  })
  psbt.addOutput({ address: to, value: utxo.value - 500n })
  return psbt
}

const validSignatures = (psbt: Psbt) =>
  psbt.validateSignaturesOfAllInputs((pubkey, hash, signature) =>
    pubkey.length === 32 ? ecc.verifySchnorr(hash, pubkey, signature) : ecc.verify(hash, pubkey, signature),
  )

describe.each(['sats-connect', 'wallet-standard'] as const)('bitcoin adapter over a %s wallet', (face) => {
  const idOf = (h: { satsId: string; standardId: string }) => (face === 'sats-connect' ? h.satsId : h.standardId)

  it('lists the wallet, connects payment (index 0) then ordinal (index 1) with public keys and paths', async () => {
    const h = await injectedWallet({ faces: face })
    const { adapter } = record()
    const connectors = await adapter.syncConnectors(ns)
    const connector = connectors.find((c) => c.id === idOf(h))
    expect(connector).toMatchObject({
      chain: 'bip122',
      installed: true,
      type: face === 'sats-connect' ? 'injected' : 'announced',
    })
    const connection = await adapter.connect({ ...ns, connectorId: idOf(h) })
    expect(connection.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId)
    const [payment, ordinal] = h.wallet.accounts
    expect(connection.accounts).toEqual([
      {
        address: payment?.address,
        publicKey: payment?.publicKey,
        type: 'payment',
        ...(face === 'sats-connect' ? { path: payment?.path } : {}),
      },
      {
        address: ordinal?.address,
        publicKey: ordinal?.publicKey,
        type: 'ordinal',
        ...(face === 'sats-connect' ? { path: ordinal?.path } : {}),
      },
    ])
    expect(await adapter.getAccounts({ ...ns, connectorId: idOf(h) })).toEqual(connection.accounts)
  })

  it('signs BIP-322 (both accounts) and legacy ECDSA messages that bip322-js verifies', async () => {
    const h = await injectedWallet({ faces: face })
    const { adapter } = record()
    const { accounts } = await adapter.connect({ ...ns, connectorId: idOf(h) })
    for (const account of accounts) {
      const signature = await adapter.signMessage({ ...ns, address: account.address, message: 'Portico says hi' })
      expect(Verifier.verifySignature(account.address, 'Portico says hi', signature)).toBe(true)
      expect(Verifier.verifySignature(account.address, 'Portico says bye', signature)).toBe(false)
    }
    const payment = accounts[0]?.address as string
    const legacy = await adapter.signMessage({ ...ns, address: payment, message: 'old style', protocol: 'ecdsa' })
    expect(Verifier.verifySignature(payment, 'old style', legacy)).toBe(true)
  })

  it('signs a PSBT over a UTXO the wallet was given; signatures check against the input key', async () => {
    const h = await injectedWallet({ faces: face })
    const { adapter } = record()
    const { accounts } = await adapter.connect({ ...ns, connectorId: idOf(h) })
    for (const account of accounts) {
      const utxo = h.wallet.receive(25_000n, account.type === 'ordinal' ? 'ordinal' : 'payment')
      const unsigned = psbtOver(utxo, accounts[0]?.address as string)
      const { psbt } = await adapter.signPsbt({
        ...ns,
        psbt: unsigned.toBase64(),
        signInputs: { [account.address]: [0] },
      })
      const signed = Psbt.fromBase64(psbt)
      expect(validSignatures(signed)).toBe(true)
      signed.finalizeAllInputs()
      expect(signed.extractTransaction().ins[0]?.witness.length).toBeGreaterThan(0)
    }
  })

  it('maps a rejection to USER_REJECTED and keeps the connection', async () => {
    const h = await injectedWallet({ faces: face })
    const { adapter } = record()
    h.wallet.setBehaviour('getAccounts', 'reject')
    await expect(adapter.connect({ ...ns, connectorId: idOf(h) })).rejects.toMatchObject({
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
    expect(await adapter.getAccounts({ ...ns, connectorId: idOf(h) })).toEqual([])
    h.wallet.setBehaviour('getAccounts', 'approve')
    const { accounts } = await adapter.connect({ ...ns, connectorId: idOf(h) })
    h.wallet.setBehaviour('signMessage', 'reject')
    await expect(
      adapter.signMessage({ ...ns, address: accounts[0]?.address as string, message: 'x' }),
    ).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(await adapter.getAccounts({ ...ns, connectorId: idOf(h) })).toHaveLength(2)
  })

  it('turns garbage answers into clear errors and leaves state as it was', async () => {
    const h = await injectedWallet({ faces: face })
    const { adapter } = record()
    h.wallet.setBehaviour('getAccounts', 'garbage')
    const error = await adapter.connect({ ...ns, connectorId: idOf(h) }).catch((e: unknown) => e)
    expect(isPorticoError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect(await adapter.getAccounts({ ...ns, connectorId: idOf(h) })).toEqual([])
    h.wallet.setBehaviour('getAccounts', 'approve')
    const { accounts } = await adapter.connect({ ...ns, connectorId: idOf(h) })
    const address = accounts[0]?.address as string
    h.wallet.setBehaviour('signMessage', 'garbage')
    await expect(adapter.signMessage({ ...ns, address, message: 'x' })).rejects.toMatchObject({
      code: 'SOMETHING_WENT_WRONG',
    })
    h.wallet.setBehaviour('signPsbt', 'garbage')
    const unsigned = psbtOver(h.wallet.receive(9_000n), address).toBase64()
    await expect(adapter.signPsbt({ ...ns, psbt: unsigned, signInputs: { [address]: [0] } })).rejects.toMatchObject({
      code: 'SOMETHING_WENT_WRONG',
    })
    expect(await adapter.getAccounts({ ...ns, connectorId: idOf(h) })).toHaveLength(2)
  })

  it('a wallet vanishing mid-signature fails with DISCONNECTED and ends the connection', async () => {
    const h = await injectedWallet({ faces: face })
    const { adapter, events } = record()
    const { accounts } = await adapter.connect({ ...ns, connectorId: idOf(h) })
    h.wallet.setBehaviour('signMessage', 'hang')
    const pending = adapter.signMessage({ ...ns, address: accounts[0]?.address as string, message: 'x' })
    await new Promise((r) => setTimeout(r, 0))
    h.wallet.vanish()
    await expect(pending).rejects.toMatchObject({ code: 'DISCONNECTED' })
    expect(events.filter((e) => e.name === 'disconnect')).toEqual([
      { name: 'disconnect', payload: { namespace: 'bip122', connectorId: idOf(h) } },
    ])
    expect(await adapter.getAccounts({ ...ns, connectorId: idOf(h) })).toEqual([])
  })

  it('reconnects without a prompt only while the wallet still allows the site; disconnect revokes', async () => {
    const h = await injectedWallet({ faces: face, preAuthorized: true })
    const first = record().adapter
    const restored = await first.reconnect({ ...ns, connectorId: idOf(h) })
    expect(restored?.accounts.map((a) => a.address)).toEqual(h.wallet.accounts.map((a) => a.address))
    expect(h.wallet.requests.map((r) => r.method)).not.toContain('getAccounts')
    await first.disconnect({ ...ns, connectorId: idOf(h) })
    expect(h.wallet.isAuthorized).toBe(false)
    const second = record().adapter
    expect(await second.reconnect({ ...ns, connectorId: idOf(h) })).toBeUndefined()
    expect(await second.reconnect({ ...ns, connectorId: 'nobody' })).toBeUndefined()
  })

  it('follows the wallet disconnecting on its own', async () => {
    const h = await injectedWallet({ faces: face })
    const { adapter, events } = record()
    await adapter.connect({ ...ns, connectorId: idOf(h) })
    h.wallet.walletDisconnects()
    await new Promise((r) => setTimeout(r, 0))
    expect(events.some((e) => e.name === 'disconnect')).toBe(true)
    expect(await adapter.getAccounts({ ...ns, connectorId: idOf(h) })).toEqual([])
  })
})

describe('bitcoin adapter, sats-connect extras', () => {
  it('sends a transfer the wallet builds over its UTXOs; the raw transaction pays the recipient', async () => {
    const h = await injectedWallet({ faces: 'sats-connect' })
    const { adapter } = record()
    const { accounts } = await adapter.connect({ ...ns, connectorId: h.satsId })
    h.wallet.receive(80_000n)
    const to = accounts[1]?.address as string
    const txid = await adapter.sendTransfer({ ...ns, to, amount: 30_000n })
    const tx = Transaction.fromHex(h.wallet.broadcasts.at(-1) as string)
    expect(tx.getId()).toBe(txid)
    expect(btcAddress.fromOutputScript(tx.outs[0]?.script as Uint8Array, networks.testnet)).toBe(to)
    expect(tx.outs[0]?.value).toBe(30_000n)
    await expect(adapter.sendTransfer({ ...ns, to: 'bc1qnotanaddress', amount: 1000n })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
  })

  it('reads the balance from the wallet and formats it in BTC', async () => {
    const h = await injectedWallet({ faces: 'sats-connect' })
    const { adapter } = record()
    const { accounts } = await adapter.connect({ ...ns, connectorId: h.satsId })
    h.wallet.receive(123_456_789n)
    expect(
      await adapter.getBalance({ ...ns, address: accounts[0]?.address as string, caipNetwork: bitcoinTestnet }),
    ).toEqual({ balance: '1.23456789', symbol: 'BTC' })
  })

  it('switches network through the wallet: new addresses, chainChanged and accountsChanged', async () => {
    const h = await injectedWallet({ faces: 'sats-connect' })
    const { adapter, events } = record()
    await adapter.connect({ ...ns, connectorId: h.satsId })
    await adapter.switchNetwork({ ...ns, caipNetwork: bitcoinRegtest, connectorId: h.satsId })
    const accounts = await adapter.getAccounts({ ...ns, connectorId: h.satsId })
    expect(accounts[0]?.address).toMatch(/^bcrt1q/)
    expect(events).toContainEqual({
      name: 'chainChanged',
      payload: { namespace: 'bip122', connectorId: h.satsId, caipNetworkId: bitcoinRegtest.caipNetworkId },
    })
  })

  it('refuses another namespace and unknown connectors with catalogue errors', async () => {
    const { adapter } = record()
    await expect(adapter.connect({ namespace: 'eip155', connectorId: 'x' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_NAMESPACE',
    })
    await expect(adapter.connect({ ...ns, connectorId: 'nope' })).rejects.toMatchObject({ code: 'CONNECTOR_UNDEFINED' })
  })
})
