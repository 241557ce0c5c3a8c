import { createPublicClient, http } from 'viem'
import { porticoDevIdRegistryBytecode } from './contracts/portico-dev-id-registry.gen'

/**
 * Farcaster's IdRegistry address on OP Mainnet: `@farcaster/auth-client`'s viem connector reads `idOf(custody)` there,
 * so the dev chains keep their stand-in registry at the same address and the library's verifier works unchanged.
 */
export const DEV_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b' as const

/**
 * Puts PorticoDevIdRegistry's runtime code at DEV_ID_REGISTRY with anvil_setCode (anvil only). The runtime code is what
 * an eth_call of the creation code returns, so no deployer account or transaction is involved. Idempotent.
 */
export async function deployDevIdRegistry(rpcUrl: string): Promise<typeof DEV_ID_REGISTRY> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const present = await client.getCode({ address: DEV_ID_REGISTRY })
  if (present && present !== '0x') return DEV_ID_REGISTRY
  const { data } = await client.call({ data: porticoDevIdRegistryBytecode })
  if (!data) throw new Error(`deployDevIdRegistry: the creation code returned no runtime code on ${rpcUrl}`)
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [DEV_ID_REGISTRY, data] }),
  })
  const answer = (await response.json()) as { error?: { message: string } }
  if (answer.error) throw new Error(`deployDevIdRegistry: anvil_setCode failed: ${answer.error.message}`)
  return DEV_ID_REGISTRY
}
