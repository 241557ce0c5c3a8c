// WalletConnect's Solana transaction methods in the test wallet: real signatures with the wallet's key, and
// signAndSend submitted to a Solana RPC (the LiteSVM service the dev stack runs).
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS } from '../solana-rpc/dev-accounts'
import { type RunningSolanaRpc, startSolanaRpc } from '../solana-rpc/server'
import { WcSolanaAccount } from './solana-account'

const DEV = SOLANA_DEV_ACCOUNTS[2] as (typeof SOLANA_DEV_ACCOUNTS)[number]

function transfer(from: string, to: PublicKey, blockhash: string): string {
  const tx = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash })
  tx.add(SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports: 1_000_000 }))
  return base64.encode(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

describe('WcSolanaAccount transactions', () => {
  let rpc: RunningSolanaRpc
  beforeAll(async () => {
    rpc = await startSolanaRpc({ accounts: 3 })
  })
  afterAll(() => rpc?.stop())

  const account = () =>
    new WcSolanaAccount({ chains: ['solana:localnet'], seed: DEV.secretKey.slice(0, 32), rpcUrl: rpc.url })

  it('solana_signTransaction answers the signature and the signed wire bytes; both verify for its key', async () => {
    const wallet = account()
    const unsigned = transfer(wallet.address, Keypair.generate().publicKey, base58.encode(new Uint8Array(32).fill(1)))
    const answer = (await wallet.request('solana_signTransaction', { transaction: unsigned })) as {
      signature: string
      transaction: string
    }
    const signed = VersionedTransaction.deserialize(base64.decode(answer.transaction))
    const message = signed.message.serialize()
    expect(base58.encode(signed.signatures[0] as Uint8Array)).toBe(answer.signature)
    expect(ed25519.verify(base58.decode(answer.signature), message, wallet.publicKey)).toBe(true)
    const other = new WcSolanaAccount({ chains: ['solana:localnet'] })
    await expect(other.request('solana_signTransaction', { transaction: unsigned })).rejects.toMatchObject({
      code: -32602,
    })
    const all = (await wallet.request('solana_signAllTransactions', { transactions: [unsigned, unsigned] })) as {
      transactions: string[]
    }
    expect(all.transactions).toEqual([answer.transaction, answer.transaction])
  })

  it('solana_signAndSendTransaction submits to the RPC: the recipient holds the lamports', async () => {
    const wallet = account()
    expect(wallet.address).toBe(DEV.address)
    const connection = new Connection(rpc.url, 'confirmed')
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const { signature } = (await wallet.request('solana_signAndSendTransaction', {
      transaction: transfer(wallet.address, to, blockhash),
    })) as { signature: string }
    expect(base58.decode(signature)).toHaveLength(64)
    expect(await connection.getBalance(to)).toBe(1_000_000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
  })
})
