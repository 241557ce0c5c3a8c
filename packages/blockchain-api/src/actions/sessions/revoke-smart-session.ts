import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { OkSchema } from '../../schemas/onramp'

export interface RevokeSmartSessionParams extends CallArgs {
  id: string
  pci: string
  signature: string
}

/**
 * Deliberately NOT skipped on an unsupported network: a revoke is the user taking a permission back. Skipping it
 * would leave a live session the user believes gone, whatever network the modal happens to show; the service
 * checks the owner's signature, not the active network, so the call is always sent.
 */
export function revokeSmartSession(client: ApiClient, params: RevokeSmartSessionParams): Promise<{ ok: boolean }> {
  return request(client, 'POST', {
    path: `/v1/sessions/${encodeURIComponent(params.id)}/revoke`,
    body: { pci: params.pci, signature: params.signature },
    schema: OkSchema,
    signal: params.signal,
  })
}
