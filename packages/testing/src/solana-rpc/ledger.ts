import { base58 } from '@scure/base'
import { address, getTransactionDecoder, lamports, type Transaction } from '@solana/kit'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  associatedTokenAddress,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_BALANCE_SOL,
  SOLANA_DEV_TOKEN,
  TOKEN_PROGRAM_ID,
} from './dev-accounts'
import { encodeMint, encodeTokenAccount, MINT_SIZE, TOKEN_ACCOUNT_SIZE } from './token-layout'

export const LAMPORTS_PER_SOL = 1_000_000_000n
/** Real validators keep a blockhash valid for 150 blocks. */
const BLOCKHASH_VALIDITY = 150

export interface LedgerAccount {
  lamports: bigint
  owner: string
  data: Uint8Array
  executable: boolean
}

export interface SignatureStatus {
  slot: number
  err: unknown
}

export interface Outcome {
  signature: string
  err: unknown
  logs: string[]
  unitsConsumed: number
}

/** A transaction the ledger refuses before running it (bad encoding, unknown blockhash). */
export class LedgerRejection extends Error {
  constructor(
    message: string,
    readonly err: unknown,
  ) {
    super(message)
  }
}

export interface LedgerOptions {
  /** Dev accounts to fund (default all ten) with SOL and the dev token. */
  accounts?: number
}

/**
 * The chain behind the local RPC service: a LiteSVM bank plus what a validator adds around it — slots, a window of
 * recent blockhashes, signature statuses and listeners. Every transaction is final as soon as it executes.
 */
export class SolanaLedger {
  readonly svm: LiteSVM
  /** The genesis hash is fixed per run (the first blockhash). */
  readonly genesisHash: string
  private slotValue: number
  private readonly blockhashes = new Map<string, number>()
  private readonly statuses = new Map<string, SignatureStatus>()
  private readonly signatureListeners = new Map<string, Set<(status: SignatureStatus) => void>>()

  constructor(options: LedgerOptions = {}) {
    // The service does its own blockhash window, so LiteSVM's "latest blockhash only" check is off.
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.slotValue = Number(this.svm.getClock().slot)
    this.genesisHash = this.svm.latestBlockhash()
    this.blockhashes.set(this.genesisHash, this.slotValue + BLOCKHASH_VALIDITY)
    this.seed(options.accounts ?? SOLANA_DEV_ACCOUNTS.length)
  }

  private seed(count: number): void {
    const holders = SOLANA_DEV_ACCOUNTS.slice(0, count)
    const perAccount = BigInt(SOLANA_DEV_TOKEN.perAccount) * 10n ** BigInt(SOLANA_DEV_TOKEN.decimals)
    const authority = holders[0]?.address ?? null
    this.setAccount(SOLANA_DEV_TOKEN.mint, {
      lamports: this.rentExempt(MINT_SIZE),
      owner: TOKEN_PROGRAM_ID.toBase58(),
      executable: false,
      data: encodeMint({
        mintAuthority: authority,
        supply: perAccount * BigInt(holders.length),
        decimals: SOLANA_DEV_TOKEN.decimals,
        freezeAuthority: null,
      }),
    })
    for (const holder of holders) {
      this.svm.airdrop(address(holder.address), lamports(BigInt(SOLANA_DEV_BALANCE_SOL) * LAMPORTS_PER_SOL))
      this.setAccount(associatedTokenAddress(holder.address, SOLANA_DEV_TOKEN.mint), {
        lamports: this.rentExempt(TOKEN_ACCOUNT_SIZE),
        owner: TOKEN_PROGRAM_ID.toBase58(),
        executable: false,
        data: encodeTokenAccount({ mint: SOLANA_DEV_TOKEN.mint, owner: holder.address, amount: perAccount, state: 1 }),
      })
    }
  }

  get slot(): number {
    return this.slotValue
  }

  /** Block height equals the slot here: no slot is ever skipped. */
  get blockHeight(): number {
    return this.slotValue
  }

  private advance(): void {
    this.slotValue += 1
    this.svm.warpToSlot(BigInt(this.slotValue))
  }

  /** A fresh blockhash, as a validator would have produced since the last call. */
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    this.advance()
    this.svm.expireBlockhash()
    const blockhash = this.svm.latestBlockhash()
    const lastValidBlockHeight = this.slotValue + BLOCKHASH_VALIDITY
    this.blockhashes.set(blockhash, lastValidBlockHeight)
    for (const [hash, lastValid] of this.blockhashes) if (lastValid < this.slotValue) this.blockhashes.delete(hash)
    return { blockhash, lastValidBlockHeight }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash)
    return lastValid !== undefined && lastValid >= this.slotValue
  }

  rentExempt(size: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(size))
  }

  getAccount(key: string): LedgerAccount | undefined {
    const account = this.svm.getAccount(address(key))
    if (!account.exists) return undefined
    return {
      lamports: account.lamports,
      owner: account.programAddress,
      data: new Uint8Array(account.data),
      executable: account.executable,
    }
  }

  setAccount(key: string, account: LedgerAccount): void {
    this.svm.setAccount({
      address: address(key),
      lamports: lamports(account.lamports),
      programAddress: address(account.owner),
      data: account.data,
      executable: account.executable,
      space: BigInt(account.data.length),
    })
  }

  getBalance(key: string): bigint {
    return this.svm.getBalance(address(key)) ?? 0n
  }

  /** Token-program accounts owned by `owner`, optionally of one mint. */
  tokenAccountsOf(owner: string): { pubkey: string; account: LedgerAccount }[] {
    const ownerBytes = new PublicKey(owner).toBuffer()
    return this.svm
      .getProgramAccounts(address(TOKEN_PROGRAM_ID.toBase58()))
      .filter((a) => a.data.length === TOKEN_ACCOUNT_SIZE && ownerBytes.equals(Buffer.from(a.data.slice(32, 64))))
      .map((a) => ({
        pubkey: a.address,
        account: {
          lamports: a.lamports,
          owner: a.programAddress,
          data: new Uint8Array(a.data),
          executable: a.executable,
        },
      }))
  }

  status(signature: string): SignatureStatus | undefined {
    return this.statuses.get(signature)
  }

  /** Calls back once the signature has a status (at once when it already has one); returns the unsubscriber. */
  onSignature(signature: string, listener: (status: SignatureStatus) => void): () => void {
    const known = this.statuses.get(signature)
    if (known) {
      queueMicrotask(() => listener(known))
      return () => {}
    }
    const set = this.signatureListeners.get(signature) ?? new Set()
    this.signatureListeners.set(signature, set)
    set.add(listener)
    return () => set.delete(listener)
  }

  private record(signature: string, err: unknown): void {
    this.advance()
    const status = { slot: this.slotValue, err }
    this.statuses.set(signature, status)
    const listeners = this.signatureListeners.get(signature)
    this.signatureListeners.delete(signature)
    for (const listener of listeners ?? []) listener(status)
  }

  private decode(wire: Uint8Array): { tx: Transaction; signature: string } {
    let tx: Transaction
    let blockhash: string
    try {
      tx = getTransactionDecoder().decode(wire)
      blockhash = VersionedTransaction.deserialize(wire).message.recentBlockhash
    } catch (error) {
      throw new LedgerRejection(`failed to deserialize transaction: ${(error as Error).message}`, 'InvalidTransaction')
    }
    const first = Object.values(tx.signatures)[0]
    if (!first) throw new LedgerRejection('transaction has no signatures', 'SignatureFailure')
    if (!this.isBlockhashValid(blockhash)) throw new LedgerRejection('Blockhash not found', 'BlockhashNotFound')
    return { tx, signature: base58.encode(first) }
  }

  /** Runs a signed wire transaction; a failure is returned (as preflight would report it), not recorded. */
  send(wire: Uint8Array): Outcome {
    const { tx, signature } = this.decode(wire)
    if (this.statuses.has(signature))
      throw new LedgerRejection('This transaction has already been processed', 'AlreadyProcessed')
    const result = this.svm.sendTransaction(tx)
    const outcome = toOutcome(signature, result)
    if (outcome.err === null) this.record(signature, null)
    return outcome
  }

  /** Like a validator, verifies signatures only when asked (web3.js asks only when it signed for the simulation). */
  simulate(wire: Uint8Array, options: { replaceRecentBlockhash: boolean; sigVerify: boolean }): Outcome {
    let tx: Transaction
    try {
      tx = getTransactionDecoder().decode(wire)
    } catch (error) {
      throw new LedgerRejection(`failed to deserialize transaction: ${(error as Error).message}`, 'InvalidTransaction')
    }
    if (!options.replaceRecentBlockhash) {
      const blockhash = VersionedTransaction.deserialize(wire).message.recentBlockhash
      if (!this.isBlockhashValid(blockhash)) throw new LedgerRejection('Blockhash not found', 'BlockhashNotFound')
    }
    const first = Object.values(tx.signatures)[0]
    this.svm.withSigverify(options.sigVerify)
    let result: ReturnType<LiteSVM['simulateTransaction']>
    try {
      result = this.svm.simulateTransaction(tx)
    } finally {
      this.svm.withSigverify(true)
    }
    const meta = result instanceof FailedTransactionMetadata ? result.meta() : result.meta()
    return {
      signature: first ? base58.encode(first) : '',
      err: result instanceof FailedTransactionMetadata ? toErrJson(result.err()) : null,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
    }
  }

  airdrop(to: string, amount: bigint): string {
    // A new blockhash first: two equal airdrops would otherwise be the same transaction.
    this.latestBlockhash()
    const result = this.svm.airdrop(address(to), lamports(amount))
    if (!result) throw new LedgerRejection('airdrop failed', 'AirdropFailed')
    const signature = base58.encode(
      result instanceof FailedTransactionMetadata ? result.meta().signature() : result.signature(),
    )
    const outcome = toOutcome(signature, result)
    if (outcome.err !== null) throw new LedgerRejection(`airdrop failed: ${String(outcome.err)}`, outcome.err)
    this.record(signature, null)
    return signature
  }
}

function toOutcome(signature: string, result: TransactionMetadata | FailedTransactionMetadata): Outcome {
  const failed = result instanceof FailedTransactionMetadata
  const meta = failed ? result.meta() : result
  return {
    signature,
    err: failed ? toErrJson(result.err()) : null,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
  }
}

/** LiteSVM's error objects in the JSON shape validators use where it is known; otherwise its own text. */
function toErrJson(err: unknown): unknown {
  if (err && typeof err === 'object' && 'index' in err && 'err' in err && typeof err.err === 'function') {
    const inner = (err.err as () => unknown).call(err)
    const code = inner && typeof inner === 'object' && 'code' in inner ? (inner as { code: number }).code : undefined
    return {
      InstructionError: [(err as { index: number }).index, code !== undefined ? { Custom: code } : String(inner)],
    }
  }
  if (err && typeof err === 'object' && 'accountIndex' in err) {
    // e.g. TransactionErrorInsufficientFundsForRent → { InsufficientFundsForRent: { account_index: 1 } }
    const name = String(err.constructor?.name ?? 'TransactionError').replace(/^TransactionError/, '')
    return { [name]: { account_index: (err as { accountIndex: number }).accountIndex } }
  }
  if (err && typeof err === 'object' && 'toString' in err) return String(err)
  return typeof err === 'number' ? (FIELDLESS_ERRORS[err] ?? `TransactionError(${err})`) : err
}

/** Names of LiteSVM's TransactionErrorFieldless values, as validators spell them in JSON. */
const FIELDLESS_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
]
