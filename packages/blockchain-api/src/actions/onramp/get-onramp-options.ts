import { isPorticoError } from '@portico/common'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { DEFAULT_ONRAMP_OPTIONS } from '../../onramp/defaults'
import { type OnRampOptions, OnRampOptionsSchema } from '../../schemas/onramp'

/**
 * §8: when the options cannot be fetched, the fixed default list with §9's limits is answered. On an unsupported
 * network nothing is fetched and the lists are empty (§7): nothing can be bought for that network.
 */
export function getOnRampOptions(client: ApiClient, args: CallArgs = {}): Promise<OnRampOptions> {
  return unlessUnsupported(
    client,
    { purchaseCurrencies: [], paymentCurrencies: [] },
    async () => {
      try {
        return await request(client, 'GET', {
          path: '/v1/onramp/options',
          schema: OnRampOptionsSchema,
          signal: args.signal,
        })
      } catch (error) {
        if (isPorticoError(error, 'REQUEST_ABORTED')) throw error
        return DEFAULT_ONRAMP_OPTIONS
      }
    },
    args,
  )
}
