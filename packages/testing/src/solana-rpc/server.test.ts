import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  associatedTokenAddress,
  devKeypair,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_TOKEN,
  TOKEN_PROGRAM_ID,
} from './dev-accounts'
import { type RunningSolanaRpc, startSolanaRpc } from './server'

const [alice, bob] = SOLANA_DEV_ACCOUNTS as [(typeof SOLANA_DEV_ACCOUNTS)[0], (typeof SOLANA_DEV_ACCOUNTS)[0]]
const UNIT = 10n ** BigInt(SOLANA_DEV_TOKEN.decimals)

/** SPL TransferChecked (instruction 12), built by hand so the test does not lean on the code under test. */
function transferChecked(source: string, destination: string, owner: PublicKey, amount: bigint) {
  const data = Buffer.alloc(10)
  data.writeUInt8(12, 0)
  data.writeBigUInt64LE(amount, 1)
  data.writeUInt8(SOLANA_DEV_TOKEN.decimals, 9)
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: new PublicKey(source), isSigner: false, isWritable: true },
      { pubkey: new PublicKey(SOLANA_DEV_TOKEN.mint), isSigner: false, isWritable: false },
      { pubkey: new PublicKey(destination), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}

describe('local Solana RPC service', () => {
  let rpc: RunningSolanaRpc
  let connection: Connection
  let startMs = 0

  beforeAll(async () => {
    const began = performance.now()
    rpc = await startSolanaRpc()
    startMs = performance.now() - began
    connection = new Connection(rpc.url, 'confirmed')
  })
  afterAll(() => rpc?.stop())

  it('starts fast on two adjacent loopback ports', () => {
    expect(startMs).toBeLessThan(2000)
    const http = Number(new URL(rpc.url).port)
    expect(new URL(rpc.wsUrl).port).toBe(String(http + 1))
    expect(new URL(rpc.url).hostname).toBe('127.0.0.1')
  })

  it('answers getVersion, getGenesisHash and fresh blockhashes', async () => {
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await connection.getGenesisHash()).toBe(rpc.ledger.genesisHash)
    const a = await connection.getLatestBlockhash()
    const b = await connection.getLatestBlockhash()
    expect(a.blockhash).not.toBe(b.blockhash)
    expect(b.lastValidBlockHeight).toBeGreaterThan(a.lastValidBlockHeight)
    expect(await connection.getBlockHeight()).toBeLessThan(b.lastValidBlockHeight)
  })

  it('funds the dev accounts with SOL and the dev token', async () => {
    expect(await connection.getBalance(new PublicKey(alice.address))).toBe(1000 * LAMPORTS_PER_SOL)
    const mint = await connection.getParsedAccountInfo(new PublicKey(SOLANA_DEV_TOKEN.mint))
    expect(mint.value?.owner.toBase58()).toBe(TOKEN_PROGRAM_ID.toBase58())
    expect(mint.value?.data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6 } } })
    const raw = await connection.getTokenAccountsByOwner(new PublicKey(bob.address), {
      mint: new PublicKey(SOLANA_DEV_TOKEN.mint),
    })
    expect(raw.value).toHaveLength(1)
    expect(raw.value[0]?.pubkey.toBase58()).toBe(associatedTokenAddress(bob.address, SOLANA_DEV_TOKEN.mint))
    expect(raw.value[0]?.account.data.readBigUInt64LE(64)).toBe(1_000_000n * UNIT)
    const parsed = await connection.getParsedTokenAccountsByOwner(new PublicKey(bob.address), {
      programId: TOKEN_PROGRAM_ID,
    })
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount).toEqual({
      amount: (1_000_000n * UNIT).toString(),
      decimals: 6,
      uiAmount: 1_000_000,
      uiAmountString: '1000000',
    })
  })

  it('sends a SOL transfer that is confirmed over the WebSocket', async () => {
    const to = Keypair.generate().publicKey
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(alice.address), toPubkey: to, lamports: 12_345_678 }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [devKeypair(alice)])
    expect(await connection.getBalance(to)).toBe(12_345_678)
    const [status] = (await connection.getSignatureStatuses([signature])).value
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('moves dev tokens with an SPL TransferChecked', async () => {
    const from = associatedTokenAddress(alice.address, SOLANA_DEV_TOKEN.mint)
    const to = associatedTokenAddress(bob.address, SOLANA_DEV_TOKEN.mint)
    const before = BigInt((await connection.getTokenAccountBalance(new PublicKey(to))).value.amount)
    const tx = new Transaction().add(transferChecked(from, to, new PublicKey(alice.address), 2_500_000n))
    await sendAndConfirmTransaction(connection, tx, [devKeypair(alice)])
    const after = await connection.getTokenAccountBalance(new PublicKey(to))
    expect(BigInt(after.value.amount) - before).toBe(2_500_000n)
    expect(after.value.uiAmountString).toBe('1000002.5')
  })

  it('airdrops SOL and confirms it', async () => {
    const to = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(to, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const result = await connection.confirmTransaction({ signature, ...latest })
    expect(result.value.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('refuses a transaction that fails, with its logs, and a stale or unsigned one', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, 10_000_000),
      ...(await connection.getLatestBlockhash()),
    })
    const tooMuch = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: new PublicKey(bob.address),
        lamports: 5 * LAMPORTS_PER_SOL,
      }),
    )
    const error = await sendAndConfirmTransaction(connection, tooMuch, [poor]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).logs?.join('\n')).toMatch(/insufficient lamports/)

    const stale = new Transaction({
      feePayer: poor.publicKey,
      blockhash: Keypair.generate().publicKey.toBase58(),
      lastValidBlockHeight: 0,
    })
    stale.add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: new PublicKey(bob.address), lamports: 1 }))
    stale.sign(poor)
    await expect(connection.sendRawTransaction(stale.serialize())).rejects.toThrow(/Blockhash not found/)

    const forged = new Transaction({ feePayer: poor.publicKey, ...(await connection.getLatestBlockhash()) })
    forged.add(
      SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: new PublicKey(bob.address), lamports: 1 }),
    )
    forged.sign(poor)
    const wire = forged.serialize()
    wire[10] = (wire[10] ?? 0) ^ 0xff // corrupt the signature
    await expect(connection.sendRawTransaction(wire)).rejects.toThrow()
  })

  it('simulates without changing balances', async () => {
    const to = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: new PublicKey(alice.address), ...(await connection.getLatestBlockhash()) })
    tx.add(SystemProgram.transfer({ fromPubkey: new PublicKey(alice.address), toPubkey: to, lamports: 1_000_000 }))
    tx.sign(devKeypair(alice))
    const simulated = await connection.simulateTransaction(tx)
    expect(simulated.value.err).toBeNull()
    expect(simulated.value.logs?.[0]).toMatch(/^Program 11111111111111111111111111111111 invoke/)
    expect(await connection.getBalance(to)).toBe(0)
  })

  it('answers JSON-RPC batches and unknown methods the standard way', async () => {
    const response = await fetch(rpc.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getSlot' },
        { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['not-a-key'] },
      ]),
    })
    const body = (await response.json()) as { id: number; result?: unknown; error?: { code: number } }[]
    expect(typeof body[0]?.result).toBe('number')
    expect(body[1]?.error?.code).toBe(-32601)
    expect(body[2]?.error?.code).toBe(-32602)
  })
})

describe('stopping', () => {
  it('frees both ports', async () => {
    const rpc = await startSolanaRpc({ accounts: 1 })
    await rpc.stop()
    await expect(fetch(rpc.url, { method: 'POST', body: '{}' })).rejects.toThrow()
    const again = await startSolanaRpc({ port: Number(new URL(rpc.url).port), accounts: 1 })
    expect(again.url).toBe(rpc.url)
    await again.stop()
  })
})
