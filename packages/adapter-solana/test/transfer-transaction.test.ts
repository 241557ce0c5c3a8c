// A transfer built for another signer (WalletConnect's connector beside the adapter): unsigned wire bytes whose fee
// payer and sender is `from`, on the active network's latest blockhash.
import { isPorticoError } from '@portico/common'
import { type RunningSolanaRpc, SOLANA_DEV_ACCOUNTS, startSolanaRpc } from '@portico/testing/solana-rpc'
import { SystemInstruction, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setup } from './setup'

const ALICE = SOLANA_DEV_ACCOUNTS[0]!.address
const BOB = SOLANA_DEV_ACCOUNTS[1]!.address

let rpc: RunningSolanaRpc
beforeAll(async () => {
  rpc = await startSolanaRpc({ accounts: 2 })
})
afterAll(() => rpc?.stop())

describe('transferTransaction', () => {
  it('builds an unsigned SOL transfer from `from`, with no wallet of its own connected', async () => {
    const { adapter, cleanup } = setup(rpc)
    try {
      const wire = await adapter.transferTransaction({ from: ALICE, to: BOB, amount: '0.25' })
      const tx = Transaction.from(Buffer.from(wire, 'base64'))
      expect(tx.feePayer?.toBase58()).toBe(ALICE)
      expect(tx.signatures.map((s) => [s.publicKey.toBase58(), s.signature])).toEqual([[ALICE, null]])
      expect(tx.recentBlockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
      const transfer = SystemInstruction.decodeTransfer(tx.instructions[0]!)
      expect([transfer.fromPubkey.toBase58(), transfer.toPubkey.toBase58(), transfer.lamports]).toEqual([
        ALICE,
        BOB,
        250_000_000n,
      ])
      const error = await adapter.transferTransaction({ from: 'not-an-address', to: BOB, amount: '1' }).catch((e) => e)
      expect(isPorticoError(error) && error.code).toBe('INVALID_ADDRESS')
    } finally {
      cleanup()
    }
  })
})
