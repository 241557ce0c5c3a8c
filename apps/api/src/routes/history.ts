import { Hono } from 'hono'
import { formatUnits } from 'viem'
import type { SyncStatus } from '../chain/history-indexer'
import { NATIVE_TOKEN } from '../chain/prices'
import { readAccountPage } from '../http/account-page'
import { MAX_INT32, MAX_INT64 } from '../http/numbers'
import { problem } from '../http/problem'
import type { AppContext, AppEnv } from '../server/context'
import type { TransferRow, TxPosition } from '../store/repositories/transfers'

const PAGE_SIZE = 20

/** Account activity from the service's own index, newest first, `next` is the cursor of the following page. */
export function historyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/v1/account/:account/history', async (c) => {
    const ctx = c.get('ctx')
    const request = readAccountPage(c, { pageSize: PAGE_SIZE, decodeCursor })
    if ('response' in request) return request.response
    const { account, chain, after, limit } = request
    let statuses: SyncStatus[]
    try {
      const synced = await Promise.all((chain ? [chain] : ctx.chains.chains).map((ch) => ctx.history.sync(ch.chainId)))
      statuses = synced.filter((s) => s !== undefined)
    } catch (error) {
      ctx.logger('error', 'history sync failed', { error: String(error) })
      return problem(c, 502, 'UPSTREAM_ERROR', 'Could not read the chain to update history')
    }
    const txs = await ctx.store.transfers.transactionsOf({
      address: account,
      chainId: chain?.chainId,
      after,
      limit: limit + 1,
    })
    const page = txs.slice(0, limit)
    const last = page[page.length - 1]
    return c.json({
      data: page.map((tx) => toTransaction(ctx, account.toLowerCase(), tx.transfers)),
      next: txs.length > limit && last ? encodeCursor(last.position) : null,
      // The indexer reads a bounded number of blocks per request: while it is behind, the newest activity is
      // missing from this page, and `complete` says so (ask again to get further).
      complete: statuses.every((s) => s.complete),
      indexing: statuses.map((s) => ({
        chain: `eip155:${s.chainId}`,
        indexedBlock: Number(s.indexedBlock),
        latestBlock: Number(s.latestBlock),
      })),
    })
  })
  return app
}

function toTransaction(ctx: AppContext, account: string, transfers: TransferRow[]) {
  const first = transfers[0] as TransferRow
  const caip = `eip155:${first.chainId}`
  const items = transfers.map((t) => {
    const direction = t.sender === account && t.recipient === account ? 'self' : t.sender === account ? 'out' : 'in'
    const priced = ctx.chains.prices.get(`${caip}:${t.kind === 'native' ? NATIVE_TOKEN : (t.token ?? '')}`)
    if (t.kind === 'erc721') {
      return { nft_info: { name: `#${t.tokenId}`, flags: { is_spam: false } }, direction, quantity: { numeric: '1' } }
    }
    const numeric = formatUnits(BigInt(t.amount), priced?.decimals ?? 18)
    return {
      fungible_info: {
        name: priced?.name ?? 'Unknown token',
        symbol: priced?.symbol ?? 'UNKNOWN',
        icon: { url: `/public/getTokenImage/${priced?.symbol ?? 'UNKNOWN'}` },
      },
      direction,
      quantity: { numeric },
      price: priced?.price ?? 0,
      value: (priced?.price ?? 0) * Number(numeric),
    }
  })
  const outgoing = items.every((i) => i.direction !== 'in')
  const incoming = items.every((i) => i.direction === 'in')
  const bought = incoming && isOnRampDelivery(ctx, first.sender)
  return {
    id: `${first.txHash}:${first.chainId}`,
    metadata: {
      operationType: outgoing ? 'send' : bought ? 'buy' : incoming ? 'receive' : 'execute',
      hash: first.txHash,
      minedAt: new Date(first.minedAt * 1000).toISOString(),
      sentFrom: first.sender,
      sentTo: first.recipient,
      status: first.status,
      nonce: first.nonce,
      chain: caip,
    },
    transfers: items,
  }
}

/** A transfer from an on-ramp's delivery account is the purchase arriving. */
function isOnRampDelivery(ctx: AppContext, sender: string): boolean {
  return (ctx.options.onramp?.deliveryAddresses ?? []).some((a) => a.toLowerCase() === sender.toLowerCase())
}

function encodeCursor(p: TxPosition): string {
  return Buffer.from(`${p.minedAt}:${p.chainId}:${p.blockNumber}:${p.txIndex}`).toString('base64url')
}

/**
 * The position a cursor names, or undefined when it is not one this service could have issued: each part must fit
 * the column it is compared with (BIGINT, or INTEGER for the transaction index) and, but the block number, be a
 * number a double holds exactly.
 */
function decodeCursor(cursor: string): TxPosition | undefined {
  const parts = Buffer.from(cursor, 'base64url').toString().split(':')
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,19}$/.test(p))) return undefined
  const [minedAt, chainId, block, txIndex] = parts.map(BigInt) as [bigint, bigint, bigint, bigint]
  const safe = BigInt(Number.MAX_SAFE_INTEGER)
  if (minedAt > safe || chainId > safe || block > MAX_INT64 || txIndex > BigInt(MAX_INT32)) return undefined
  return { minedAt: Number(minedAt), chainId: Number(chainId), blockNumber: block, txIndex: Number(txIndex) }
}
