import { type Hex, parseAbiItem, toEventSelector } from 'viem'
import type { Logger } from '../http/logger'
import type { TransferRow, TransfersRepository } from '../store/repositories/transfers'
import type { ChainService } from './chain-service'

const TRANSFER_TOPIC = toEventSelector(
  parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
)
/** Blocks read per catch-up call, so one request never waits on an unbounded backlog. */
const MAX_BLOCKS_PER_SYNC = 2000n

/**
 * Indexes native-value transfers and ERC-20/721 Transfer logs of the configured chains into the store. It catches
 * up on demand (before a history query) and remembers where it stopped, so a restart resumes there.
 */
export class HistoryIndexer {
  private readonly running = new Map<number, Promise<void>>()

  constructor(
    private readonly chains: ChainService,
    private readonly transfers: TransfersRepository,
    private readonly logger: Logger,
  ) {}

  /** Catches chain `chainId` up to its latest block; concurrent callers share one run. */
  sync(chainId: number): Promise<void> {
    const current = this.running.get(chainId)
    if (current) return current
    const run = this.catchUp(chainId).finally(() => this.running.delete(chainId))
    this.running.set(chainId, run)
    return run
  }

  private async catchUp(chainId: number): Promise<void> {
    const chain = this.chains.find(String(chainId))
    if (!chain) return
    const client = this.chains.client(chain)
    const latest = await client.getBlockNumber()
    let from = (await this.transfers.nextBlock(chainId)) ?? chain.startBlock ?? 0n
    const end = latest < from + MAX_BLOCKS_PER_SYNC ? latest : from + MAX_BLOCKS_PER_SYNC - 1n
    while (from <= end) {
      const to = from + 99n < end ? from + 99n : end
      const rows: TransferRow[] = []
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
      await this.transfers.saveRange(chainId, rows, to + 1n)
      this.logger('debug', 'indexed blocks', {
        chainId,
        from: from.toString(),
        to: to.toString(),
        transfers: rows.length,
      })
      from = to + 1n
    }
  }
}

function topicAddress(topic: Hex): string {
  return `0x${topic.slice(-40)}`
}
