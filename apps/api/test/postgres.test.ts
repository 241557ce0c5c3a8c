import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { DEV_KEY, startTestApi } from './helpers'
import { startTestPostgres } from './postgres'

// The same service on a real PostgreSQL server: migrations, names with real signatures, history from the chain index,
// analytics and project config, and data kept across a restart. Skipped (and reported as skipped) only when the
// machine has no PostgreSQL server binaries; scripts/setup.sh installs Debian's when it runs as root.
const pg = await startTestPostgres()
const owner = privateKeyToAccount(DEV_KEY)

describe.skipIf(!pg)('apps/api on PostgreSQL', async () => {
  if (!pg) return
  const anvil = await startTestAnvil(31337)
  const chains = [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.url }]
  const store = { kind: 'postgres' as const, url: pg.url }
  let t = await startTestApi({ store, chains })
  afterAll(async () => {
    await t.api.close()
    await anvil.stop()
    await pg.stop()
  })

  test('a name registered with a real signature resolves both ways', async () => {
    const message = JSON.stringify({ name: 'pg-alice', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const res = await t.post('/v1/profile/account', {
      coin_type: 60,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    })
    expect(res.status).toBe(200)
    expect(await (await t.get('/v1/profile/account/pg-alice')).json()).toMatchObject({ name: 'pg-alice.portico.id' })
    const reverse = (await (await t.get(`/v1/profile/reverse/${owner.address}`)).json()) as { name: string }[]
    expect(reverse.map((r) => r.name)).toEqual(['pg-alice.portico.id'])
  })

  test('history pages through real transactions indexed into PostgreSQL', async () => {
    const wallet = createWalletClient({ account: owner, transport: http(anvil.url), chain: undefined })
    const to = '0x00000000000000000000000000000000000000bb'
    const hashes = []
    for (const eth of ['0.1', '0.2', '0.3'])
      hashes.push(await wallet.sendTransaction({ to, value: parseEther(eth), chain: null }))
    type H = { data: { metadata: { hash: string } }[]; next: string | null }
    const page1 = (await (await t.get(`/v1/account/${owner.address}/history?chainId=eip155:31337&limit=2`)).json()) as H
    expect(page1.data.map((d) => d.metadata.hash)).toEqual([hashes[2], hashes[1]])
    const page2 = (await (
      await t.get(`/v1/account/${owner.address}/history?chainId=eip155:31337&limit=2&cursor=${page1.next}`)
    ).json()) as H
    expect(page2.data.map((d) => d.metadata.hash)).toEqual([hashes[0]])
    expect(page2.next).toBeNull()
  }, 60_000)

  test('analytics events and project config are served from PostgreSQL', async () => {
    const event = {
      eventId: 'pg-1',
      url: 'http://localhost/',
      domain: 'localhost',
      timestamp: 1_700_000_000_000,
      props: { type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'E', errorMessage: 'm', stackTrace: 's' },
    }
    expect(await (await t.post('/e', event)).json()).toEqual({ ok: true, stored: true })
    const stored = await t.api.context.store.analytics.listByProject('portico-dev')
    expect(stored.map((e) => e.eventId)).toContain('pg-1')
    const config = (await (await t.get('/appkit/v1/config')).json()) as { features: { id: string }[] }
    expect(config.features.map((f) => f.id)).toContain('multiWallet')
  })

  test('a restart on the same database keeps names, history and analytics', async () => {
    await t.api.close()
    t = await startTestApi({ store, chains })
    expect(await (await t.get('/v1/profile/account/pg-alice')).json()).toMatchObject({ name: 'pg-alice.portico.id' })
    const history = (await (await t.get(`/v1/account/${owner.address}/history?chainId=eip155:31337`)).json()) as {
      data: unknown[]
    }
    expect(history.data).toHaveLength(3)
    expect((await t.api.context.store.analytics.listByProject('portico-dev')).map((e) => e.eventId)).toContain('pg-1')
  }, 60_000)
})
