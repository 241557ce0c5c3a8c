import { createPublicClient, http } from 'viem'
import { afterAll, expect, test } from 'vitest'
import { DEV_SESSION_ROLES, deployDevAccountAbstraction, deployDevSessionRoles } from '../src'
import { startTestAnvil } from '../src/anvil'
import { sessionRolesDeploys } from '../src/session-roles-addresses'

const chains: { stop(): Promise<void> }[] = []
afterAll(() => Promise.all(chains.map((c) => c.stop())))

test("Zodiac's published init data lands at Zodiac's canonical addresses through ERC-2470", () => {
  expect(sessionRolesDeploys().map((d) => d.address)).toEqual(Object.values(DEV_SESSION_ROLES))
})

test('the Roles mastercopy, its library and the proxy factory are deployed once, next to ERC-4337', async () => {
  const chain = await startTestAnvil(31339)
  chains.push(chain)
  const client = createPublicClient({ transport: http(chain.url) })
  await deployDevAccountAbstraction(chain.url)
  expect(await deployDevSessionRoles(chain.url)).toEqual(DEV_SESSION_ROLES)
  const codes = await Promise.all(Object.values(DEV_SESSION_ROLES).map((address) => client.getCode({ address })))
  // ModuleProxyFactory, the smallest, is ~2 kB of code.
  for (const code of codes) expect(code?.length ?? 0).toBeGreaterThan(2000)
  const block = await client.getBlockNumber()
  expect(await deployDevSessionRoles(chain.url)).toEqual(DEV_SESSION_ROLES)
  expect(await client.getBlockNumber()).toBe(block)
})
