import { expectTypeOf, test } from 'vitest'
import {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  getBalance,
  getIdentity,
  getWallets,
  type Identity,
  lookupName,
  type NameRecord,
  type WalletsResponse,
} from '../src'

const client = createApiClient({ url: undefined, projectId: 'p', sdkVersion: 'v' })

test('calls are functions of a client and answer their schema types', () => {
  expectTypeOf(client).toEqualTypeOf<ApiClient>()
  expectTypeOf(getWallets(client, { page: 1, entries: 40 })).toEqualTypeOf<Promise<WalletsResponse>>()
  expectTypeOf(getIdentity(client, { address: '0x' })).toEqualTypeOf<Promise<Identity>>()
  expectTypeOf(lookupName(client, { name: 'a.portico.id' })).toEqualTypeOf<Promise<NameRecord | null>>()
  expectTypeOf(getBalance).parameter(1).toHaveProperty('signal').toEqualTypeOf<AbortSignal | undefined>()
})

test('the url has no default: a client states it, even when it has none', () => {
  expectTypeOf<ApiClientOptions['url']>().toEqualTypeOf<string | undefined>()
  // @ts-expect-error url must be named
  createApiClient({ projectId: 'p', sdkVersion: 'v' })
  // @ts-expect-error the SDK version is sent on every request
  createApiClient({ url: 'http://service.test', projectId: 'p' })
})
