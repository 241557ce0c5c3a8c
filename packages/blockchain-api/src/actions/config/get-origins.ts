import { isPorticoError } from '@portico/common'
import { featureError } from '@portico/common/errors'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { AllowedOriginsSchema } from '../../schemas/config'

const SILENT = ['REQUEST_ABORTED', 'REQUEST_TIMEOUT', 'NETWORK_UNREACHABLE', 'API_NOT_CONFIGURED'] as const

/** The service refused the project id as unknown (apps/api's 403 INVALID_PROJECT_ID): §8 Invalid Project ID. */
export function isInvalidProjectId(error: unknown): boolean {
  return isPorticoError(error, 'HTTP_ERROR') && error.params.serviceCode === 'INVALID_PROJECT_ID'
}

/** The service refused the project's origins because its domain is not verified (403 UNVERIFIED_DOMAIN, §8). */
export function isUnverifiedDomain(error: unknown): boolean {
  return isPorticoError(error, 'HTTP_ERROR') && error.params.serviceCode === 'UNVERIFIED_DOMAIN'
}

/**
 * The project's allowed origins. An unknown project id or an unverified domain is rethrown as is (see isInvalidProjectId, isUnverifiedDomain); 429 becomes RATE_LIMITED and 5xx SERVER_ERROR (its `params.message` is the
 * service's own text), which the modal shows as alerts; a request that never got an answer is rethrown (offline is
 * not a refusal: the modal stays silent); any other failure answers an empty list, which the origin check then
 * treats as not allowed.
 */
export async function getOrigins(client: ApiClient, args: CallArgs = {}): Promise<string[]> {
  try {
    const response = await request(client, 'GET', {
      path: '/projects/v1/origins',
      schema: AllowedOriginsSchema,
      signal: args.signal,
    })
    return response.allowedOrigins
  } catch (error) {
    if (
      !isPorticoError(error) ||
      SILENT.some((code) => code === error.code) ||
      isInvalidProjectId(error) ||
      isUnverifiedDomain(error)
    )
      throw error
    const status = error.code === 'HTTP_ERROR' ? Number(error.params.status) : undefined
    if (status === 429) throw featureError('RATE_LIMITED', { cause: error, params: { status } })
    if (status !== undefined && status >= 500 && status < 600) {
      const message = error.params.message ?? error.message
      throw featureError('SERVER_ERROR', { cause: error, params: { status, message } })
    }
    return []
  }
}
