import {
  DEV_ENS,
  DEV_ENS_DEPLOYER_KEY,
  DEV_ENS_NAME,
  DEV_HOLDERS,
  deployDevEns,
  porticoDevEnsRegistryAbi,
  porticoDevEnsResolverAbi,
  reverseNode,
} from '@portico/dev-contracts'
import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { createPublicClient, createWalletClient, http, labelhash, namehash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { ENS_CACHE_MS } from '../src/names/ens'
import { startGatedRpc } from './gated-rpc'
import { startTestApi } from './helpers'

// The dev stack's own ENS contracts on a real anvil, deployed the way the dev stack deploys them; alice.eth is dev
// account 4 (ALICE_KEY), with a reverse record and an avatar.
/** Dev account 4's key (the public test mnemonic's fifth account); worthless anywhere but a local chain. */
const ALICE_KEY = '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a' as const
const anvil = await startTestAnvil(31337)
await deployDevEns(anvil.url)
let clock = Date.now()
const t = await startTestApi({
  now: () => clock,
  chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.url, ensRegistry: DEV_ENS.registry }],
})
afterAll(async () => {
  await t.api.close()
  await anvil.stop()
})

const alice = DEV_ENS_NAME.address
// The ENS deployer owns the dev root, so it can write any record: it plays whoever sets a misleading reverse record.
const ensOwner = createWalletClient({ account: privateKeyToAccount(DEV_ENS_DEPLOYER_KEY), transport: http(anvil.url) })
const client = createPublicClient({ transport: http(anvil.url) })
async function mined(hash: `0x${string}`) {
  expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
}
const identity = async (address: string) => (await t.get(`/v1/identity/${address}`)).json()

describe('ENS on a chain that has it', () => {
  test('forward: an ENS name resolves to its address and avatar, keyed by the chain coin type', async () => {
    const response = await t.get('/v1/profile/account/alice.eth')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      name: 'alice.eth',
      registered: 0,
      updated: 0,
      addresses: { [String((0x80000000 | 31337) >>> 0)]: { address: alice, created: '0' } },
      attributes: [{ avatar: DEV_ENS_NAME.avatar }],
    })
    const missing = await t.get('/v1/profile/account/nobody-here.eth')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ message: 'nobody-here.eth is not registered' })
  })

  test('reverse: identity and reverse lookup give the verified primary name with its avatar', async () => {
    expect(await identity(alice)).toEqual({ name: 'alice.eth', avatar: DEV_ENS_NAME.avatar })
    const reverse = (await (await t.get(`/v1/profile/reverse/${alice.toLowerCase()}`)).json()) as { name: string }[]
    expect(reverse.map((r) => r.name)).toEqual(['alice.eth'])
  })

  test('a reverse record naming a name whose addr is someone else is not returned', async () => {
    const mallory = DEV_HOLDERS[3] as `0x${string}`
    const node = reverseNode(mallory)
    const call = (functionName: 'setSubnodeOwner' | 'setResolver', args: readonly [`0x${string}`, ...unknown[]]) =>
      functionName === 'setSubnodeOwner'
        ? ensOwner.writeContract({
            address: DEV_ENS.registry,
            abi: porticoDevEnsRegistryAbi,
            functionName,
            args: args as [`0x${string}`, `0x${string}`, `0x${string}`],
            chain: null,
          })
        : ensOwner.writeContract({
            address: DEV_ENS.registry,
            abi: porticoDevEnsRegistryAbi,
            functionName,
            args: args as [`0x${string}`, `0x${string}`],
            chain: null,
          })
    await mined(
      await call('setSubnodeOwner', [
        namehash('addr.reverse'),
        labelhash(mallory.slice(2).toLowerCase()),
        ensOwner.account.address,
      ]),
    )
    await mined(await call('setResolver', [node, DEV_ENS.resolver]))
    await mined(
      await ensOwner.writeContract({
        address: DEV_ENS.resolver,
        abi: porticoDevEnsResolverAbi,
        functionName: 'setName',
        args: [node, 'alice.eth'],
        chain: null,
      }),
    )
    // The record is really there: only the forward check keeps it out.
    expect(
      await client.readContract({
        address: DEV_ENS.resolver,
        abi: porticoDevEnsResolverAbi,
        functionName: 'name',
        args: [node],
      }),
    ).toBe('alice.eth')
    expect(await identity(mallory)).toEqual({ name: null, avatar: null })
    expect(await (await t.get(`/v1/profile/reverse/${mallory}`)).json()).toEqual([])
  })

  test('answers are cached 5 minutes: a changed avatar shows only after that', async () => {
    const changed = 'data:image/svg+xml;base64,PHN2Zy8+'
    await mined(
      await ensOwner.writeContract({
        address: DEV_ENS.resolver,
        abi: porticoDevEnsResolverAbi,
        functionName: 'setText',
        args: [namehash('alice.eth'), 'avatar', changed],
        chain: null,
      }),
    )
    clock += ENS_CACHE_MS - 1_000
    expect(await identity(alice)).toEqual({ name: 'alice.eth', avatar: DEV_ENS_NAME.avatar })
    clock += 2_000
    expect(await identity(alice)).toEqual({ name: 'alice.eth', avatar: changed })
  })

  test('a name in the own registry wins over ENS', async () => {
    const owner = privateKeyToAccount(ALICE_KEY)
    expect(owner.address).toBe(alice)
    const message = JSON.stringify({
      name: 'alice-own',
      attributes: { avatar: 'http://127.0.0.1/own.png' },
      timestamp: Math.floor(clock / 1000),
    })
    const registered = await t.post('/v1/profile/account', {
      coin_type: 60,
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    })
    expect(registered.status).toBe(200)
    expect(await identity(alice)).toEqual({ name: 'alice-own.portico.id', avatar: 'http://127.0.0.1/own.png' })
    const reverse = (await (await t.get(`/v1/profile/reverse/${alice}`)).json()) as { name: string }[]
    expect(reverse.map((r) => r.name)).toEqual(['alice-own.portico.id'])
  })
})

test('a chain without an ENS registry in its config is never asked about names', async () => {
  // Requests to this chain are held: if the api asked it anything, the identity request would hang.
  const gated = await startGatedRpc(anvil.url)
  const plain = await startTestApi({ chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: gated.url }] })
  try {
    gated.hold()
    const outcome = await Promise.race([
      gated.held().then(() => 'asked the chain'),
      plain.get(`/v1/identity/${alice}`).then(async (r) => JSON.stringify(await r.json())),
    ])
    expect(outcome).toBe(JSON.stringify({ name: null, avatar: null }))
    const reverse = await plain.get(`/v1/profile/reverse/${alice}`)
    expect(await reverse.json()).toEqual([])
    // Without ENS, a dotted name outside the own zone stays refused, as before.
    expect((await plain.get('/v1/profile/account/alice.eth')).status).toBe(400)
  } finally {
    gated.release()
    await plain.api.close()
    await gated.close()
  }
}, 30_000)
