import type { SandboxAsset } from '@portico/api'
import { porticoDevTokenAbi } from '@portico/dev-contracts'
import {
  type Chain,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  publicActions,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { rpc } from '../anvil'

/**
 * The sandbox's treasury: its own key (not one of the ten dev accounts, so no test's balances move), derived from a
 * public phrase. Worthless anywhere but the local chains.
 */
export const ONRAMP_TREASURY_KEY: Hex = keccak256(toHex('portico on-ramp sandbox treasury'))
export const ONRAMP_TREASURY = privateKeyToAccount(ONRAMP_TREASURY_KEY)

const TOP_UP_WEI = 10n ** 24n
/** Spare gas money kept beside a native delivery. */
const GAS_RESERVE_WEI = 10n ** 18n

export interface TreasuryChain {
  chainId: number
  name: string
  rpcUrl: string
}

/**
 * Delivers purchases from the treasury, one transaction at a time per chain (they share the treasury's nonces). The
 * treasury is topped up on demand: ether by anvil_setBalance, the dev token by its public mint.
 */
export class Treasury {
  private readonly queues = new Map<number, Promise<unknown>>()

  constructor(private readonly chains: readonly TreasuryChain[]) {}

  deliver(asset: SandboxAsset, to: `0x${string}`, units: bigint): Promise<Hex> {
    const chain = this.chains.find((c) => c.chainId === asset.chainId)
    if (!chain) return Promise.reject(new Error(`chain ${asset.chainId} is not served by the sandbox`))
    const previous = this.queues.get(chain.chainId) ?? Promise.resolve()
    const run = previous.catch(() => {}).then(() => this.send(chain, asset, to, units))
    this.queues.set(chain.chainId, run)
    return run
  }

  private async send(chain: TreasuryChain, asset: SandboxAsset, to: `0x${string}`, units: bigint): Promise<Hex> {
    const definition: Chain = defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const client = createWalletClient({
      account: ONRAMP_TREASURY,
      chain: definition,
      transport: http(chain.rpcUrl),
      pollingInterval: 100,
    }).extend(publicActions)
    const address = ONRAMP_TREASURY.address
    const native = await client.getBalance({ address })
    if (native < GAS_RESERVE_WEI + (asset.address ? 0n : units)) {
      await rpc(chain.rpcUrl, 'anvil_setBalance', [address, toHex(native + TOP_UP_WEI + units)])
    }
    let hash: Hex
    if (!asset.address) {
      hash = await client.sendTransaction({ to, value: units })
    } else {
      const held = await client.readContract({
        address: asset.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
      if (held < units) {
        const minted = await client.writeContract({
          address: asset.address,
          abi: porticoDevTokenAbi,
          functionName: 'mint',
          args: [address, units * 1000n],
        })
        await client.waitForTransactionReceipt({ hash: minted })
      }
      hash = await client.writeContract({
        address: asset.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, units],
      })
    }
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`delivery ${hash} reverted`)
    return hash
  }
}
