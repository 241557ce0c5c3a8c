import { isPorticoError, PorticoError } from '@portico/common'
import type { ApiClient } from '../../client/create-api-client'
import type { TokenBalance } from '../../schemas/balance'
import { type GetBalanceParams, getBalance } from './get-balance'

/** §9: after a failed token balance, no new request for 30 s. */
export const TOKEN_BALANCE_RETRY_MS = 30_000

/**
 * Token balances for the Tokens tab. After a failure, calls within 30 s are refused without a request; every
 * refusal is TOKEN_BALANCE_UNAVAILABLE ('Token Balance Unavailable', §8) with the next try in `params.retryAt`.
 * An abort, or a client without a service, is not a failure of the service: rethrown as is, no back-off.
 */
export async function getTokenBalance(
  client: ApiClient,
  params: Omit<GetBalanceParams, 'currency'>,
): Promise<TokenBalance[]> {
  const { memory } = client
  const now = client.now()
  if (now < memory.tokenBalanceRetryAt) {
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { params: { retryAt: memory.tokenBalanceRetryAt } })
  }
  try {
    const { balances } = await getBalance(client, params)
    memory.tokenBalanceRetryAt = 0
    return balances
  } catch (cause) {
    if (isPorticoError(cause, 'REQUEST_ABORTED') || isPorticoError(cause, 'API_NOT_CONFIGURED')) throw cause
    memory.tokenBalanceRetryAt = now + TOKEN_BALANCE_RETRY_MS
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause, params: { retryAt: memory.tokenBalanceRetryAt } })
  }
}
