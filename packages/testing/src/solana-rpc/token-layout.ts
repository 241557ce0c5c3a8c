import { formatUnits } from '@portico/common'
import { PublicKey } from '@solana/web3.js'

// SPL Token program account layouts (Mint 82 bytes, Account 165 bytes), written and read by hand so the local
// ledger can be seeded without sending transactions and parsed answers can be built without @solana/spl-token.

export const MINT_SIZE = 82
export const TOKEN_ACCOUNT_SIZE = 165

export interface MintData {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  freezeAuthority: string | null
}

export interface TokenAccountData {
  mint: string
  owner: string
  amount: bigint
  /** 1 initialized, 2 frozen. */
  state: number
}

export function encodeMint(mint: MintData): Uint8Array {
  const data = Buffer.alloc(MINT_SIZE)
  if (mint.mintAuthority) {
    data.writeUInt32LE(1, 0)
    new PublicKey(mint.mintAuthority).toBuffer().copy(data, 4)
  }
  data.writeBigUInt64LE(mint.supply, 36)
  data.writeUInt8(mint.decimals, 44)
  data.writeUInt8(1, 45)
  if (mint.freezeAuthority) {
    data.writeUInt32LE(1, 46)
    new PublicKey(mint.freezeAuthority).toBuffer().copy(data, 50)
  }
  return new Uint8Array(data)
}

export function decodeMint(bytes: Uint8Array): MintData | undefined {
  if (bytes.length !== MINT_SIZE || bytes[45] !== 1) return undefined
  const data = Buffer.from(bytes)
  return {
    mintAuthority: data.readUInt32LE(0) ? new PublicKey(data.subarray(4, 36)).toBase58() : null,
    supply: data.readBigUInt64LE(36),
    decimals: data.readUInt8(44),
    freezeAuthority: data.readUInt32LE(46) ? new PublicKey(data.subarray(50, 82)).toBase58() : null,
  }
}

export function encodeTokenAccount(account: TokenAccountData): Uint8Array {
  const data = Buffer.alloc(TOKEN_ACCOUNT_SIZE)
  new PublicKey(account.mint).toBuffer().copy(data, 0)
  new PublicKey(account.owner).toBuffer().copy(data, 32)
  data.writeBigUInt64LE(account.amount, 64)
  data.writeUInt8(account.state, 108)
  return new Uint8Array(data)
}

export function decodeTokenAccount(bytes: Uint8Array): TokenAccountData | undefined {
  if (bytes.length !== TOKEN_ACCOUNT_SIZE || bytes[108] === 0) return undefined
  const data = Buffer.from(bytes)
  return {
    mint: new PublicKey(data.subarray(0, 32)).toBase58(),
    owner: new PublicKey(data.subarray(32, 64)).toBase58(),
    amount: data.readBigUInt64LE(64),
    state: data.readUInt8(108),
  }
}

/** The `tokenAmount` object of jsonParsed answers and getTokenAccountBalance. */
export function tokenAmount(amount: bigint, decimals: number) {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
