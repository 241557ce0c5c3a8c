import type { Db } from '../db'

export interface TransferRow {
  chainId: number
  blockNumber: bigint
  txIndex: number
  logIndex: number
  txHash: string
  minedAt: number
  nonce: number
  status: 'confirmed' | 'failed'
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  tokenId: string | null
  sender: string
  recipient: string
  amount: string
}

/** Position of a transaction in the newest-first history order; the cursor is this, encoded. */
export interface TxPosition {
  minedAt: number
  chainId: number
  blockNumber: bigint
  txIndex: number
}

/** One ERC-721 token: where a holdings page stops, the cursor is this, encoded. */
export interface NftPosition {
  contract: string
  tokenId: string
}

export class TransfersRepository {
  constructor(private readonly db: Db) {}

  async nextBlock(chainId: number): Promise<bigint | null> {
    const rows = await this.db.query<{ next_block: string }>(
      'SELECT next_block FROM indexed_chains WHERE chain_id = $1',
      [chainId],
    )
    return rows[0] ? BigInt(rows[0].next_block) : null
  }

  /** The stored hash of an indexed block, or null when that height was not indexed (or predates hashes). */
  async blockHash(chainId: number, blockNumber: bigint): Promise<string | null> {
    const rows = await this.db.query<{ block_hash: string }>(
      'SELECT block_hash FROM indexed_blocks WHERE chain_id = $1 AND block_number = $2',
      [chainId, blockNumber.toString()],
    )
    return rows[0]?.block_hash ?? null
  }

  /** The lowest indexed block with its hash: if even that one changed, the whole chain was replaced. */
  async lowestHashedBlock(chainId: number): Promise<{ blockNumber: bigint; hash: string } | null> {
    const rows = await this.db.query<{ block_number: string; block_hash: string }>(
      'SELECT block_number, block_hash FROM indexed_blocks WHERE chain_id = $1 ORDER BY block_number LIMIT 1',
      [chainId],
    )
    const row = rows[0]
    return row ? { blockNumber: BigInt(row.block_number), hash: row.block_hash } : null
  }

  /**
   * Forgets everything indexed above `fork` and moves the mark back to `fork + 1`. Rows go first, the mark last: a
   * crash in between leaves a mark whose block has no hash, which the next sync treats as a fork again.
   */
  async rollbackAbove(chainId: number, fork: bigint): Promise<void> {
    await this.db.query('DELETE FROM transfers WHERE chain_id = $1 AND block_number > $2', [chainId, fork.toString()])
    await this.db.query('DELETE FROM indexed_blocks WHERE chain_id = $1 AND block_number > $2', [
      chainId,
      fork.toString(),
    ])
    await this.db.query(
      `INSERT INTO indexed_chains (chain_id, next_block) VALUES ($1, $2)
       ON CONFLICT (chain_id) DO UPDATE SET next_block = $2`,
      [chainId, (fork + 1n).toString()],
    )
  }

  /** Stores the transfers and block hashes of a block range and moves the chain's mark past it, in that order. */
  async saveRange(
    chainId: number,
    transfers: TransferRow[],
    nextBlock: bigint,
    blockHashes: { blockNumber: bigint; hash: string }[] = [],
  ): Promise<void> {
    if (blockHashes.length > 0) {
      const values = blockHashes.map((_, i) => `($1, $${2 * i + 2}, $${2 * i + 3})`).join(', ')
      await this.db.query(
        `INSERT INTO indexed_blocks (chain_id, block_number, block_hash) VALUES ${values}
         ON CONFLICT (chain_id, block_number) DO UPDATE SET block_hash = EXCLUDED.block_hash`,
        [chainId, ...blockHashes.flatMap((b) => [b.blockNumber.toString(), b.hash])],
      )
    }
    for (const t of transfers) {
      await this.db.query(
        `INSERT INTO transfers (chain_id, block_number, tx_index, log_index, tx_hash, mined_at, nonce, status, kind, token,
           token_id, sender, recipient, amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT DO NOTHING`,
        [
          t.chainId,
          t.blockNumber.toString(),
          t.txIndex,
          t.logIndex,
          t.txHash,
          t.minedAt,
          t.nonce,
          t.status,
          t.kind,
          t.token?.toLowerCase() ?? null,
          t.tokenId,
          t.sender.toLowerCase(),
          t.recipient.toLowerCase(),
          t.amount,
        ],
      )
    }
    await this.db.query(
      `INSERT INTO indexed_chains (chain_id, next_block) VALUES ($1, $2)
       ON CONFLICT (chain_id) DO UPDATE SET next_block = $2`,
      [chainId, nextBlock.toString()],
    )
  }

  /**
   * ERC-721 tokens `address` ever received on a chain, each once, ordered by contract then numeric id, strictly after
   * `after`. Receiving is not holding: the caller checks `ownerOf` for each.
   */
  async nftsReceived(args: {
    address: string
    chainId: number
    after?: NftPosition
    limit: number
  }): Promise<NftPosition[]> {
    const params: unknown[] = [args.address.toLowerCase(), args.chainId]
    let where = "recipient = $1 AND chain_id = $2 AND kind = 'erc721' AND token IS NOT NULL AND token_id IS NOT NULL"
    if (args.after) {
      params.push(args.after.contract.toLowerCase(), args.after.tokenId.length, args.after.tokenId)
      // Ids are decimal text without leading zeros: length first, then text, is numeric order.
      where += ' AND (token, length(token_id), token_id) > ($3, $4, $5)'
    }
    params.push(args.limit)
    const rows = await this.db.query<{ token: string; token_id: string }>(
      `SELECT DISTINCT token, token_id, length(token_id) AS id_length FROM transfers WHERE ${where}
       ORDER BY token, id_length, token_id LIMIT $${params.length}`,
      params,
    )
    return rows.map((r) => ({ contract: r.token, tokenId: r.token_id }))
  }

  /** Newest-first transactions touching `address`, strictly after `after` in that order. */
  async transactionsOf(args: {
    address: string
    chainId?: number
    after?: TxPosition
    limit: number
  }): Promise<{ position: TxPosition; transfers: TransferRow[] }[]> {
    const params: unknown[] = [args.address.toLowerCase()]
    let where = '(sender = $1 OR recipient = $1)'
    if (args.chainId !== undefined) {
      params.push(args.chainId)
      where += ` AND chain_id = $${params.length}`
    }
    if (args.after) {
      params.push(args.after.minedAt, args.after.chainId, args.after.blockNumber.toString(), args.after.txIndex)
      const n = params.length
      where += ` AND (mined_at, chain_id, block_number, tx_index) < ($${n - 3}, $${n - 2}, $${n - 1}, $${n})`
    }
    params.push(args.limit)
    const txs = await this.db.query<{ mined_at: string; chain_id: string; block_number: string; tx_index: number }>(
      `SELECT DISTINCT mined_at, chain_id, block_number, tx_index FROM transfers WHERE ${where}
       ORDER BY mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC LIMIT $${params.length}`,
      params,
    )
    const result: { position: TxPosition; transfers: TransferRow[] }[] = []
    for (const tx of txs) {
      const rows = await this.db.query<DbTransfer>(
        `SELECT * FROM transfers WHERE chain_id = $1 AND block_number = $2 AND tx_index = $3 ORDER BY log_index`,
        [tx.chain_id, tx.block_number, tx.tx_index],
      )
      result.push({
        position: {
          minedAt: Number(tx.mined_at),
          chainId: Number(tx.chain_id),
          blockNumber: BigInt(tx.block_number),
          txIndex: tx.tx_index,
        },
        transfers: rows.map(fromDb),
      })
    }
    return result
  }
}

interface DbTransfer {
  chain_id: string
  block_number: string
  tx_index: number
  log_index: number
  tx_hash: string
  mined_at: string
  nonce: string
  status: 'confirmed' | 'failed'
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  token_id: string | null
  sender: string
  recipient: string
  amount: string
}

function fromDb(r: DbTransfer): TransferRow {
  return {
    chainId: Number(r.chain_id),
    blockNumber: BigInt(r.block_number),
    txIndex: r.tx_index,
    logIndex: r.log_index,
    txHash: r.tx_hash,
    minedAt: Number(r.mined_at),
    nonce: Number(r.nonce),
    status: r.status,
    kind: r.kind,
    token: r.token,
    tokenId: r.token_id,
    sender: r.sender,
    recipient: r.recipient,
    amount: r.amount,
  }
}
