import { PorticoError } from '@portico/common'
import { forget } from '../../client/cached'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type NameRecord, NameRecordSchema, type RegisterNamePayload } from '../../schemas/identity'
import { identityKey } from '../account/get-identity'
import { nameKey } from './lookup-name'
import { reverseKey } from './reverse-lookup-name'

/**
 * Skipped like every call on an unsupported network, but a write has no empty result that would not read as a
 * success (the caller would show "Name registered"), so the skip rejects with CHAIN_NOT_SUPPORTED,
 * which the register view shows as 'Error registering name' (§8) — no request goes out.
 */
export async function registerName(client: ApiClient, payload: RegisterNamePayload & CallArgs): Promise<NameRecord> {
  const skipped = Symbol('skipped')
  const record = await unlessUnsupported<NameRecord | typeof skipped>(
    client,
    skipped,
    () => postName(client, payload),
    payload,
  )
  if (record === skipped) throw new PorticoError('CHAIN_NOT_SUPPORTED')
  return record
}

async function postName(client: ApiClient, payload: RegisterNamePayload & CallArgs): Promise<NameRecord> {
  const record = await request(client, 'POST', {
    path: '/v1/profile/account',
    body: {
      coin_type: payload.coinType,
      address: payload.address,
      message: payload.message,
      signature: payload.signature,
    },
    schema: NameRecordSchema,
    signal: payload.signal,
  })
  // A new name must show at once, not after the 5-minute cache runs out.
  forget(client, nameKey(record.name))
  forget(client, reverseKey(payload.address))
  forget(client, identityKey(payload.address))
  return record
}
