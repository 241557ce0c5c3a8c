import { type Hex, parseAbiItem, toEventSelector } from 'viem'
import type { Logger } from '../http/logger'
import type { TransferRow, TransfersRepository } from '../store/repositories/transfers'
import type { ChainService } from './chain-service'

const TRANSFER_TOPIC = toEventSelector(
  parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
)
/** Blocks read per catch-up call by default, so one request never waits on an unbounded backlog. */
const MAX_BLOCKS_PER_SYNC = 2000

/** Where the index of one chain stands after a catch-up: complete when it reached the chain's latest block. */
export interface SyncStatus {
  chainId: number
  /** Highest block indexed so far (-1 when none). */
  indexedBlock: bigint
  latestBlock: bigint
  complete: boolean
}

type ChainClient = ReturnType<ChainService['client']>

/**
 * Indexes native-value transfers and ERC-20/721 Transfer logs of the configured chains into the store. It catches
 * up on demand (before a history query) and remembers where it stopped, so a restart resumes there.
 */
export class HistoryIndexer {
  private readonly running = new Map<number, Promise<SyncStatus | undefined>>()
  private readonly maxBlocksPerSync: bigint

  constructor(
    private readonly chains: ChainService,
    private readonly transfers: TransfersRepository,
    private readonly logger: Logger,
    maxBlocksPerSync = MAX_BLOCKS_PER_SYNC,
  ) {
    this.maxBlocksPerSync = BigInt(Math.max(1, Math.floor(maxBlocksPerSync)))
  }

  /**
   * Catches chain `chainId` up towards its latest block (at most `maxBlocksPerSync` blocks); concurrent callers share
   * one run. Undefined for a chain not served here.
   */
  sync(chainId: number): Promise<SyncStatus | undefined> {
    const current = this.running.get(chainId)
    if (current) return current
    const run = this.catchUp(chainId).finally(() => this.running.delete(chainId))
    this.running.set(chainId, run)
    return run
  }

  private async catchUp(chainId: number): Promise<SyncStatus | undefined> {
    const chain = this.chains.find(String(chainId))
    if (!chain) return undefined
    const client = this.chains.client(chain)
    // viem caches the block number for its polling interval (4 s); history must see a transfer mined just now.
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    const start = chain.startBlock ?? 0n
    const mark = await this.transfers.nextBlock(chainId)
    let from = mark === null ? start : await this.resumeFrom(chainId, client, mark, start, latest)
    const end = latest < from + this.maxBlocksPerSync ? latest : from + this.maxBlocksPerSync - 1n
    while (from <= end) {
      const to = from + 99n < end ? from + 99n : end
      const rows: TransferRow[] = []
      const hashes: { blockNumber: bigint; hash: string }[] = []
      const blocks = new Map<
        bigint,
        { timestamp: bigint; txs: Map<Hex, { index: number; nonce: number; from: string; to: string | null }> }
      >()
      for (let n = from; n <= to; n++) {
        const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
        const txs = new Map<Hex, { index: number; nonce: number; from: string; to: string | null }>()
        for (const tx of block.transactions) {
          txs.set(tx.hash, { index: tx.transactionIndex ?? 0, nonce: tx.nonce, from: tx.from, to: tx.to })
          if (tx.value === 0n || !tx.to) continue
          const receipt = await client.getTransactionReceipt({ hash: tx.hash })
          rows.push({
            chainId,
            blockNumber: n,
            txIndex: tx.transactionIndex ?? 0,
            logIndex: -1,
            txHash: tx.hash,
            minedAt: Number(block.timestamp),
            nonce: tx.nonce,
            status: receipt.status === 'success' ? 'confirmed' : 'failed',
            kind: 'native',
            token: null,
            tokenId: null,
            sender: tx.from,
            recipient: tx.to,
            amount: tx.value.toString(),
          })
        }
        blocks.set(n, { timestamp: block.timestamp, txs })
        if (block.hash) hashes.push({ blockNumber: n, hash: block.hash })
      }
      const logs = await client.request({
        method: 'eth_getLogs',
        params: [{ fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}`, topics: [TRANSFER_TOPIC] }],
      })
      for (const log of logs) {
        const blockNumber = BigInt(log.blockNumber ?? '0x0')
        const block = blocks.get(blockNumber)
        const tx = log.transactionHash ? block?.txs.get(log.transactionHash) : undefined
        const [, fromTopic, toTopic, idTopic] = log.topics
        if (!block || !tx || !fromTopic || !toTopic) continue
        const erc721 = idTopic !== undefined
        rows.push({
          chainId,
          blockNumber,
          txIndex: tx.index,
          logIndex: Number(log.logIndex ?? '0x0'),
          txHash: log.transactionHash ?? '',
          minedAt: Number(block.timestamp),
          nonce: tx.nonce,
          status: 'confirmed',
          kind: erc721 ? 'erc721' : 'erc20',
          token: log.address,
          tokenId: erc721 ? BigInt(idTopic).toString() : null,
          sender: topicAddress(fromTopic),
          recipient: topicAddress(toTopic),
          amount: erc721 ? '1' : BigInt(log.data === '0x' ? '0x0' : log.data).toString(),
        })
      }
      await this.transfers.saveRange(chainId, rows, to + 1n, hashes)
      this.logger('debug', 'indexed blocks', {
        chainId,
        from: from.toString(),
        to: to.toString(),
        transfers: rows.length,
      })
      from = to + 1n
    }
    // The loop leaves `from` one past the last block it indexed, or where the mark already was.
    const indexedBlock = from - 1n
    return { chainId, indexedBlock, latestBlock: latest, complete: indexedBlock >= latest }
  }

  /**
   * Where to go on from the stored mark, after checking the chain is still the one indexed. The hash stored for
   * the highest indexed block is compared with the chain's; on a mismatch (a reorg, or anvil restarted or reset
   * under a kept store) the fork is the highest block whose hash still matches, found by walking back, and
   * everything above it is dropped and indexed again. If even the lowest indexed block changed, the chain was
   * replaced and the whole index of that chain is dropped. The walk starts at the chain's head when the chain is
   * now shorter than the index.
   */
  private async resumeFrom(
    chainId: number,
    client: ChainClient,
    mark: bigint,
    start: bigint,
    latest: bigint,
  ): Promise<bigint> {
    const top = mark - 1n
    if (top < start) return mark
    const matches = async (blockNumber: bigint, stored: string | null) => {
      if (!stored || blockNumber > latest) return false
      const block = await client.getBlock({ blockNumber })
      return block.hash === stored
    }
    if (await matches(top, await this.transfers.blockHash(chainId, top))) return mark
    const lowest = await this.transfers.lowestHashedBlock(chainId)
    let fork = start - 1n
    if (lowest && (await matches(lowest.blockNumber, lowest.hash))) {
      fork = lowest.blockNumber
      // `top` itself was checked above; when the chain is now shorter, start at its head.
      for (let n = top - 1n < latest ? top - 1n : latest; n > lowest.blockNumber; n--) {
        if (await matches(n, await this.transfers.blockHash(chainId, n))) {
          fork = n
          break
        }
      }
    }
    this.logger('warn', 'chain reorganised or reset: dropping indexed blocks above the fork', {
      chainId,
      fork: fork.toString(),
      previousTop: top.toString(),
    })
    await this.transfers.rollbackAbove(chainId, fork)
    return fork + 1n
  }
}

function topicAddress(topic: Hex): string {
  return `0x${topic.slice(-40)}`
}
