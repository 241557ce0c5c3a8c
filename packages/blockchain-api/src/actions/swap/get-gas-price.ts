import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type GasPrice, GasPriceSchema } from '../../schemas/chains'

export function getGasPrice(client: ApiClient, params: { chainId: string } & CallArgs): Promise<GasPrice> {
  return unlessUnsupported(
    client,
    { standard: '0', fast: '0', instant: '0' },
    () =>
      request(client, 'GET', {
        path: '/v1/convert/gas-price',
        params: { chainId: params.chainId },
        schema: GasPriceSchema,
        signal: params.signal,
      }),
    params,
  )
}
