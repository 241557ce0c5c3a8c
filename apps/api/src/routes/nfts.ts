import { Hono } from 'hono'
import type { Address } from 'viem'
import { readAccountPage } from '../http/account-page'
import { problem } from '../http/problem'
import type { AppEnv } from '../server/context'
import type { NftPosition } from '../store/repositories/transfers'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const PAGE_SIZE = 50
// uint256 has at most 78 decimal digits; ids are stored without leading zeros.
const TOKEN_ID = /^(0|[1-9]\d{0,77})$/

/**
 * The account's NFT holdings on one chain (§7 names no such call, so the path follows the history's):
 * `{ data, next }`, `next` the cursor of the following page. Spam is flagged, not hidden: the client decides.
 */
export function nftRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/v1/account/:account/nfts', async (c) => {
    const ctx = c.get('ctx')
    const request = readAccountPage(c, {
      pageSize: PAGE_SIZE,
      decodeCursor: decodeNftCursor,
      chainRequired: 'required: holdings are read per chain',
    })
    if ('response' in request) return request.response
    const { account, chain, after, limit } = request
    try {
      const page = await ctx.nfts.page({ chain, owner: account as Address, after, limit })
      return c.json({
        data: page.items,
        next: page.next ? encodeNftCursor(page.next) : null,
        // Tokens received in blocks the index has not reached yet are missing until it has (as for history).
        complete: page.status?.complete ?? true,
      })
    } catch (error) {
      ctx.logger('error', 'nft holdings failed', { error: String(error) })
      return problem(c, 502, 'UPSTREAM_ERROR', 'Could not read the chain for NFT holdings')
    }
  })
  return app
}

export function encodeNftCursor(p: NftPosition): string {
  return Buffer.from(`${p.contract}:${p.tokenId}`).toString('base64url')
}

/** The token a cursor names, or undefined when it is not one this service could have issued. */
export function decodeNftCursor(cursor: string): NftPosition | undefined {
  const parts = Buffer.from(cursor, 'base64url').toString().split(':')
  const [contract, tokenId] = parts
  if (parts.length !== 2 || !contract || !tokenId || !ADDRESS.test(contract) || !TOKEN_ID.test(tokenId)) {
    return undefined
  }
  return { contract: contract.toLowerCase(), tokenId }
}
