import { coinTypeFromChainId } from '@portico/common'
import { type Address, namehash, zeroAddress } from 'viem'
import { normalize } from 'viem/ens'
import type { ChainService } from '../chain/chain-service'
import type { Logger } from '../http/logger'
import type { ChainConfig } from '../server/options'
import type { NameRecord } from '../store/repositories/names'

/** What a chain's ENS contracts say about a name: the address it resolves to and its avatar text record. */
export interface EnsName {
  name: string
  address: Address
  avatar: string | null
  chainId: number
}

// The few functions of the ENS registry and resolver interfaces the service reads (EIP-137, EIP-181, EIP-634).
const registryAbi = [
  {
    type: 'function',
    name: 'resolver',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ type: 'address' }],
  },
] as const
const resolverAbi = [
  {
    type: 'function',
    name: 'addr',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ type: 'address' }],
  },
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [{ name: 'node', type: 'bytes32' }],
    outputs: [{ type: 'string' }],
  },
  {
    type: 'function',
    name: 'text',
    stateMutability: 'view',
    inputs: [
      { name: 'node', type: 'bytes32' },
      { name: 'key', type: 'string' },
    ],
    outputs: [{ type: 'string' }],
  },
] as const

/** §9: ENS answers are kept 5 minutes, like identity and names on the client. */
export const ENS_CACHE_MS = 5 * 60_000

/**
 * Name lookups on the ENS contracts of the chains whose config has an `ensRegistry`; chains without one are never
 * asked. A reverse record counts only when its name resolves forward to the same address (the standard check: anyone
 * may set a reverse record naming anything). Answers, found or not, are cached 5 minutes; a failed read is logged,
 * answered as "no name" and not cached, so a chain that comes back is asked again.
 */
export class EnsLookup {
  private readonly cache = new Map<string, { at: number; value: EnsName | null }>()

  constructor(
    private readonly chains: ChainService,
    private readonly logger: Logger,
    private readonly now: () => number,
    private readonly cacheMs = ENS_CACHE_MS,
  ) {}

  private ensChains(): (ChainConfig & { ensRegistry: Address })[] {
    return this.chains.chains.filter((c): c is ChainConfig & { ensRegistry: Address } => c.ensRegistry !== undefined)
  }

  /** True when at least one configured chain has ENS contracts. */
  get enabled(): boolean {
    return this.ensChains().length > 0
  }

  /** The verified primary name of `address` on the first ENS chain that has one. */
  reverse(address: Address): Promise<EnsName | null> {
    return this.cached(`reverse:${address.toLowerCase()}`, async () => {
      for (const chain of this.ensChains()) {
        const found = await this.reverseOn(chain, address)
        if (found) return found
      }
      return null
    })
  }

  /** Where `name` resolves on the first ENS chain that resolves it. */
  forward(name: string): Promise<EnsName | null> {
    let normalised: string
    try {
      normalised = normalize(name)
    } catch {
      return Promise.resolve(null)
    }
    return this.cached(`forward:${normalised}`, async () => {
      for (const chain of this.ensChains()) {
        const found = await this.forwardOn(chain, normalised)
        if (found) return found
      }
      return null
    })
  }

  private async cached(key: string, load: () => Promise<EnsName | null>): Promise<EnsName | null> {
    const hit = this.cache.get(key)
    if (hit && this.now() - hit.at < this.cacheMs) return hit.value
    try {
      const value = await load()
      this.cache.set(key, { at: this.now(), value })
      return value
    } catch (error) {
      this.logger('warn', 'ens lookup failed', { key, error: error instanceof Error ? error.message : String(error) })
      return null
    }
  }

  private async resolverOf(chain: ChainConfig & { ensRegistry: Address }, node: `0x${string}`) {
    const resolver = await this.chains.client(chain).readContract({
      address: chain.ensRegistry,
      abi: registryAbi,
      functionName: 'resolver',
      args: [node],
    })
    return resolver === zeroAddress ? null : resolver
  }

  private async forwardOn(chain: ChainConfig & { ensRegistry: Address }, name: string): Promise<EnsName | null> {
    const node = namehash(name)
    const resolver = await this.resolverOf(chain, node)
    if (!resolver) return null
    const client = this.chains.client(chain)
    const [address, avatar] = await Promise.all([
      client.readContract({ address: resolver, abi: resolverAbi, functionName: 'addr', args: [node] }),
      client
        .readContract({ address: resolver, abi: resolverAbi, functionName: 'text', args: [node, 'avatar'] })
        // A resolver without text records still resolves the address.
        .catch(() => ''),
    ])
    if (address === zeroAddress) return null
    return { name, address, avatar: avatar || null, chainId: chain.chainId }
  }

  private async reverseOn(chain: ChainConfig & { ensRegistry: Address }, address: Address): Promise<EnsName | null> {
    const node = namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
    const resolver = await this.resolverOf(chain, node)
    if (!resolver) return null
    const claimed = await this.chains
      .client(chain)
      .readContract({ address: resolver, abi: resolverAbi, functionName: 'name', args: [node] })
    if (!claimed) return null
    let name: string
    try {
      name = normalize(claimed)
    } catch {
      return null
    }
    const forward = await this.forwardOn(chain, name)
    return forward && forward.address.toLowerCase() === address.toLowerCase() ? forward : null
  }
}

/** An ENS answer in the shape of the registry's name records, keyed by the chain's §5 coin type like own names. */
export function ensNameRecord(found: EnsName): NameRecord {
  return {
    name: found.name,
    registered: 0,
    updated: 0,
    addresses: { [String(coinTypeFromChainId(found.chainId))]: { address: found.address, created: '0' } },
    attributes: found.avatar ? [{ avatar: found.avatar }] : [],
  }
}
