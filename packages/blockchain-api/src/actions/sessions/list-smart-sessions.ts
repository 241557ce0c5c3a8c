import * as v from 'valibot'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'

const ListedSessionSchema = v.object({
  pci: v.string(),
  address: v.string(),
  chainId: v.string(),
  expiry: v.number(),
  revoked: v.boolean(),
  createdAt: v.optional(v.number()),
  /** The ERC-7715 grant the owner signed; absent for a session registered without one. */
  grant: v.optional(
    v.object({
      app: v.object({ name: v.optional(v.string()), url: v.optional(v.string()) }),
      signer: v.unknown(),
      permissions: v.array(v.unknown()),
      policies: v.array(v.unknown()),
      /** The session's Roles modifier on the account and the call that takes the key out of its role. */
      onchain: v.optional(
        v.object({
          rolesModifier: v.string(),
          role: v.number(),
          member: v.string(),
          revoke: v.object({ to: v.string(), data: v.string() }),
        }),
      ),
    }),
  ),
})
export type ListedSmartSession = v.InferOutput<typeof ListedSessionSchema>

const ListSchema = v.object({ sessions: v.array(ListedSessionSchema) })

/**
 * An account's smart sessions (AppKit's `/v1/sessions/{caipAddress}`). Not skipped on an unsupported network: the
 * sessions are the service's records, and hiding them would hide permissions the user may want to revoke.
 */
export async function listSmartSessions(
  client: ApiClient,
  params: { caipAddress: string } & CallArgs,
): Promise<ListedSmartSession[]> {
  const body = await request(client, 'GET', {
    path: `/v1/sessions/${encodeURIComponent(params.caipAddress)}`,
    schema: ListSchema,
    signal: params.signal,
  })
  return body.sessions
}
