import { base58, base64 } from '@scure/base'
import { PublicKey } from '@solana/web3.js'
import { TOKEN_PROGRAM_ID } from './dev-accounts'
import { type LedgerAccount, LedgerRejection, type Outcome, type SolanaLedger } from './ledger'
import { decodeMint, decodeTokenAccount, TOKEN_ACCOUNT_SIZE, tokenAmount } from './token-layout'

/** A JSON-RPC error answer, with the codes validators use. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const invalidParams = (message: string) => new RpcError(-32602, message)

type Params = unknown[]
type Handler = (ledger: SolanaLedger, params: Params) => unknown

/** Mirrors the version of the validator whose RPC answers these shapes follow. */
export const SOLANA_RPC_VERSION = { 'solana-core': '2.2.0', 'feature-set': 3294202862 }

function pubkeyParam(value: unknown, name = 'pubkey'): string {
  if (typeof value !== 'string') throw invalidParams(`Invalid param: ${name} must be a base58 string`)
  try {
    return new PublicKey(value).toBase58()
  } catch {
    throw invalidParams(`Invalid param: ${name} is not a valid public key`)
  }
}

function config(params: Params, index: number): Record<string, unknown> {
  const value = params[index]
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

function withContext<T>(ledger: SolanaLedger, value: T) {
  return { context: { apiVersion: SOLANA_RPC_VERSION['solana-core'], slot: ledger.slot }, value }
}

/** SPL token accounts and mints as the jsonParsed encoding shows them; other accounts stay base64. */
function parsedData(ledger: SolanaLedger, account: LedgerAccount): unknown {
  if (account.owner !== TOKEN_PROGRAM_ID.toBase58()) return undefined
  const token = decodeTokenAccount(account.data)
  if (token) {
    const mint = ledger.getAccount(token.mint)
    const decimals = (mint && decodeMint(mint.data)?.decimals) ?? 0
    return {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: token.mint,
          owner: token.owner,
          state: token.state === 2 ? 'frozen' : 'initialized',
          tokenAmount: tokenAmount(token.amount, decimals),
        },
      },
      space: TOKEN_ACCOUNT_SIZE,
    }
  }
  const mint = decodeMint(account.data)
  if (mint) {
    return {
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: true,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
      },
      space: account.data.length,
    }
  }
  return undefined
}

function encodeAccount(ledger: SolanaLedger, account: LedgerAccount | undefined, encoding: unknown) {
  if (!account) return null
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    // u64::MAX, as validators report rent-exempt accounts (JSON numbers lose the last digits either way).
    rentEpoch: Number(2n ** 64n - 1n),
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parsedData(ledger, account)
    if (parsed) return { ...base, data: parsed }
  }
  if (encoding === 'base58') return { ...base, data: [base58.encode(account.data), 'base58'] }
  return { ...base, data: [base64.encode(account.data), 'base64'] }
}

function wireParam(params: Params): Uint8Array {
  const [encoded, options] = [params[0], config(params, 1)]
  if (typeof encoded !== 'string') throw invalidParams('Invalid param: transaction must be a string')
  try {
    return options.encoding === 'base64' ? base64.decode(encoded) : base58.decode(encoded)
  } catch {
    throw invalidParams(`Invalid param: transaction is not ${options.encoding === 'base64' ? 'base64' : 'base58'}`)
  }
}

function rejection(error: unknown, action: string): never {
  if (error instanceof LedgerRejection) {
    throw new RpcError(-32002, `Transaction ${action} failed: ${error.message}`, {
      err: error.err,
      logs: [],
      accounts: null,
      unitsConsumed: 0,
      returnData: null,
    })
  }
  throw error
}

function simulationValue(outcome: Outcome) {
  return {
    err: outcome.err,
    logs: outcome.logs,
    accounts: null,
    unitsConsumed: outcome.unitsConsumed,
    returnData: null,
  }
}

function tokenFilter(params: Params): (pubkey: string, account: LedgerAccount) => boolean {
  const filter = config(params, 1)
  if (typeof filter.mint === 'string') {
    const mint = pubkeyParam(filter.mint, 'mint')
    return (_, account) => decodeTokenAccount(account.data)?.mint === mint
  }
  if (typeof filter.programId === 'string') {
    const program = pubkeyParam(filter.programId, 'programId')
    return (_, account) => account.owner === program
  }
  throw invalidParams('Invalid param: expected { mint } or { programId }')
}

/** The subset of the Solana JSON-RPC API that @solana/web3.js v1's Connection and wallets use. */
export const METHODS: Record<string, Handler> = {
  getHealth: () => 'ok',
  getVersion: () => SOLANA_RPC_VERSION,
  getGenesisHash: (ledger) => ledger.genesisHash,
  getSlot: (ledger) => ledger.slot,
  getBlockHeight: (ledger) => ledger.blockHeight,
  getEpochInfo: (ledger) => ({
    absoluteSlot: ledger.slot,
    blockHeight: ledger.blockHeight,
    epoch: Math.floor(ledger.slot / 432_000),
    slotIndex: ledger.slot % 432_000,
    slotsInEpoch: 432_000,
    transactionCount: null,
  }),
  getLatestBlockhash: (ledger) => withContext(ledger, ledger.latestBlockhash()),
  isBlockhashValid: (ledger, params) => {
    if (typeof params[0] !== 'string') throw invalidParams('Invalid param: blockhash must be a string')
    return withContext(ledger, ledger.isBlockhashValid(params[0]))
  },
  getFeeForMessage: (ledger) => withContext(ledger, 5000),
  getMinimumBalanceForRentExemption: (ledger, params) => {
    const size = params[0]
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) throw invalidParams('Invalid param: size')
    return Number(ledger.rentExempt(size))
  },
  getBalance: (ledger, params) => withContext(ledger, Number(ledger.getBalance(pubkeyParam(params[0])))),
  getAccountInfo: (ledger, params) =>
    withContext(ledger, encodeAccount(ledger, ledger.getAccount(pubkeyParam(params[0])), config(params, 1).encoding)),
  getMultipleAccounts: (ledger, params) => {
    if (!Array.isArray(params[0])) throw invalidParams('Invalid param: expected an array of public keys')
    const encoding = config(params, 1).encoding
    return withContext(
      ledger,
      params[0].map((key) => encodeAccount(ledger, ledger.getAccount(pubkeyParam(key)), encoding)),
    )
  },
  getTokenAccountsByOwner: (ledger, params) => {
    const owner = pubkeyParam(params[0], 'owner')
    const keep = tokenFilter(params)
    const encoding = config(params, 2).encoding
    return withContext(
      ledger,
      ledger
        .tokenAccountsOf(owner)
        .filter(({ pubkey, account }) => keep(pubkey, account))
        .map(({ pubkey, account }) => ({ pubkey, account: encodeAccount(ledger, account, encoding) })),
    )
  },
  getTokenAccountBalance: (ledger, params) => {
    const account = ledger.getAccount(pubkeyParam(params[0]))
    const token = account && decodeTokenAccount(account.data)
    if (!token) throw invalidParams('Invalid param: not a Token account')
    const mint = ledger.getAccount(token.mint)
    return withContext(ledger, tokenAmount(token.amount, (mint && decodeMint(mint.data)?.decimals) ?? 0))
  },
  getTokenSupply: (ledger, params) => {
    const account = ledger.getAccount(pubkeyParam(params[0]))
    const mint = account && decodeMint(account.data)
    if (!mint) throw invalidParams('Invalid param: not a Token mint')
    return withContext(ledger, tokenAmount(mint.supply, mint.decimals))
  },
  getSignatureStatuses: (ledger, params) => {
    if (!Array.isArray(params[0])) throw invalidParams('Invalid param: expected an array of signatures')
    return withContext(
      ledger,
      params[0].map((signature) => {
        const status = typeof signature === 'string' ? ledger.status(signature) : undefined
        if (!status) return null
        const err = status.err
        return {
          slot: status.slot,
          confirmations: null,
          err,
          status: err === null ? { Ok: null } : { Err: err },
          confirmationStatus: 'finalized',
        }
      }),
    )
  },
  sendTransaction: (ledger, params) => {
    const wire = wireParam(params)
    let outcome: Outcome
    try {
      outcome = ledger.send(wire)
    } catch (error) {
      return rejection(error, 'simulation')
    }
    if (outcome.err !== null) {
      throw new RpcError(
        -32002,
        `Transaction simulation failed: ${typeof outcome.err === 'string' ? outcome.err : JSON.stringify(outcome.err)}`,
        simulationValue(outcome),
      )
    }
    return outcome.signature
  },
  simulateTransaction: (ledger, params) => {
    const wire = wireParam(params)
    try {
      const options = config(params, 1)
      const outcome = ledger.simulate(wire, {
        replaceRecentBlockhash: options.replaceRecentBlockhash === true,
        sigVerify: options.sigVerify === true,
      })
      return withContext(ledger, simulationValue(outcome))
    } catch (error) {
      return rejection(error, 'simulation')
    }
  },
  requestAirdrop: (ledger, params) => {
    const to = pubkeyParam(params[0])
    const amount = params[1]
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
      throw invalidParams('Invalid param: lamports must be a positive integer')
    try {
      return ledger.airdrop(to, BigInt(amount))
    } catch (error) {
      return rejection(error, 'airdrop')
    }
  },
}
