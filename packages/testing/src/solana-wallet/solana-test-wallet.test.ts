import { base58 } from '@scure/base'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS } from '../solana-rpc/dev-accounts'
import { type RunningSolanaRpc, startSolanaRpc } from '../solana-rpc/server'
import { SolanaTestWallet } from './solana-test-wallet'

const [first, second] = SOLANA_DEV_ACCOUNTS as [(typeof SOLANA_DEV_ACCOUNTS)[0], (typeof SOLANA_DEV_ACCOUNTS)[0]]

describe('SolanaTestWallet', () => {
  let rpc: RunningSolanaRpc
  beforeAll(async () => {
    rpc = await startSolanaRpc({ accounts: 2 })
  })
  afterAll(() => rpc?.stop())

  const make = () =>
    new SolanaTestWallet({ secretKeys: [first.secretKey, second.secretKey], rpc: { 'solana:localnet': rpc.url } })

  it('connects, exposes the selected account first and signs messages that verify with tweetnacl', async () => {
    const wallet = make()
    expect(wallet.exposedAccounts()).toEqual([])
    expect(await wallet.connect({ silent: true })).toEqual([])
    const accounts = await wallet.connect()
    expect(accounts.map((a) => a.address)).toEqual([first.address, second.address])
    const message = new TextEncoder().encode('hello portico')
    const { signature } = await wallet.signMessage(first.address, message)
    expect(nacl.sign.detached.verify(message, signature, new PublicKey(first.address).toBytes())).toBe(true)
    wallet.selectAccount(1)
    expect(wallet.exposedAccounts()[0]?.address).toBe(second.address)
    await wallet.disconnect()
    expect(wallet.exposedAccounts()).toEqual([])
    await expect(wallet.signMessage(first.address, message)).rejects.toMatchObject({ code: 4100 })
  })

  it('signs and sends a transfer that lands on the local service', async () => {
    const wallet = make()
    await wallet.connect()
    const connection = new Connection(rpc.url, 'confirmed')
    const to = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: new PublicKey(first.address), ...(await connection.getLatestBlockhash()) })
    tx.add(SystemProgram.transfer({ fromPubkey: new PublicKey(first.address), toPubkey: to, lamports: 1_000_000 }))
    const wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false })
    const signature = await wallet.signAndSendTransaction(first.address, wire, 'solana:localnet')
    expect(signature).toHaveLength(64)
    const [status] = (await connection.getSignatureStatuses([base58.encode(signature)])).value
    expect(status?.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(1_000_000)
    const signed = Transaction.from(await wallet.signTransaction(first.address, wire))
    expect(signed.verifySignatures()).toBe(true)
  })

  it('follows its script: reject, garbage, a chosen error, hang then release', async () => {
    const wallet = make()
    const message = new Uint8Array([1, 2, 3])
    wallet.setBehaviour('connect', 'reject')
    await expect(wallet.connect()).rejects.toMatchObject({ code: 4001 })
    expect(wallet.isAuthorized).toBe(false)
    wallet.resetBehaviours()
    await wallet.connect()
    wallet.setBehaviour('*', 'garbage')
    expect((await wallet.signMessage(first.address, message)).signature).toHaveLength(3)
    wallet.setBehaviour('signMessage', { error: { code: -32603, message: 'boom' } })
    await expect(wallet.signMessage(first.address, message)).rejects.toMatchObject({ code: -32603, message: 'boom' })
    wallet.setBehaviour('signMessage', 'hang')
    const pending = wallet.signMessage(first.address, message)
    wallet.releaseHanging()
    await expect(pending).rejects.toMatchObject({ code: 4001 })
    expect(wallet.requests.filter((r) => r.method === 'signMessage')).toHaveLength(3)
  })

  it('disappears mid-flow: the pending request fails, later ones are refused and listeners hear it', async () => {
    const wallet = make()
    await wallet.connect()
    const events: unknown[] = []
    wallet.onEvent((e) => events.push(e))
    wallet.setBehaviour('signMessage', 'hang')
    const pending = wallet.signMessage(first.address, new Uint8Array([9]))
    wallet.disappear()
    await expect(pending).rejects.toMatchObject({ code: 4900 })
    await expect(wallet.connect({ silent: true })).rejects.toMatchObject({ code: 4900 })
    expect(events).toEqual([{ gone: true }])
  })
})
