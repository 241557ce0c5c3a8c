import { isPorticoError } from '@portico/common'
import { featureError } from '@portico/common/errors'

/**
 * The service answers a chain without an exchange with 400 UNSUPPORTED_NETWORK; a swap call turns that into the
 * catalogue's SWAPS_NETWORK_UNSUPPORTED ("Network not supported for Swaps"), which a view shows as it is.
 */
export async function orSwapsUnsupported<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (isPorticoError(error, 'HTTP_ERROR') && error.params.serviceCode === 'UNSUPPORTED_NETWORK')
      throw featureError('SWAPS_NETWORK_UNSUPPORTED', { cause: error })
    throw error
  }
}
