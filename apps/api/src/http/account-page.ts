import type { Context } from 'hono'
import type { AppEnv } from '../server/context'
import type { ChainConfig } from '../server/options'
import { badCursor, readLimit } from './paging'
import { problem } from './problem'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

interface PageArgs<P> {
  /** `limit` when the request gives none. */
  pageSize: number
  /** The position a cursor names, or undefined when this service could not have issued it. */
  decodeCursor: (cursor: string) => P | undefined
}

export interface AccountPageRequest<P, C extends ChainConfig | undefined = ChainConfig | undefined> {
  account: string
  chain: C
  after: P | undefined
  limit: number
}

type Answer<T> = T | { response: Response }

/**
 * The query of a paged account read (`/v1/account/:account/…`): the account, the chain (`chainId`, required when
 * `chainRequired` says why), the cursor and the limit — or the 400 naming the first that is wrong, in that order.
 */
export function readAccountPage<P>(
  c: Context<AppEnv>,
  args: PageArgs<P> & { chainRequired: string },
): Answer<AccountPageRequest<P, ChainConfig>>
export function readAccountPage<P>(c: Context<AppEnv>, args: PageArgs<P>): Answer<AccountPageRequest<P>>
export function readAccountPage<P>(
  c: Context<AppEnv>,
  args: PageArgs<P> & { chainRequired?: string },
): Answer<AccountPageRequest<P>> {
  const account = c.req.param('account') ?? ''
  if (!ADDRESS.test(account)) {
    return { response: problem(c, 400, 'BAD_REQUEST', 'account must be 0x and 40 hex characters') }
  }
  const chainParam = c.req.query('chainId')
  if (!chainParam && args.chainRequired !== undefined) {
    return {
      response: problem(c, 400, 'BAD_REQUEST', 'chainId is required', {
        issues: [{ path: 'chainId', message: args.chainRequired }],
      }),
    }
  }
  const chain = chainParam ? c.get('ctx').chains.find(chainParam) : undefined
  if (chainParam && !chain)
    return { response: problem(c, 400, 'BAD_REQUEST', `Chain ${chainParam} is not served here`) }
  const cursorParam = c.req.query('cursor')
  const after = cursorParam ? args.decodeCursor(cursorParam) : undefined
  if (cursorParam && !after) return { response: badCursor(c) }
  const read = readLimit(c, args.pageSize)
  if ('response' in read) return read
  return { account, chain, after, limit: read.limit }
}
