import type { Config } from '@wagmi/core'
import { type Address, type BlockTag, type Client, hexToBigInt } from 'viem'
import { getAction } from 'viem/utils'

// wagmi's getBalance for the native currency, read with eth_getBalance. wagmi goes through viem's getBalance, whose
// branch for clients that batch multicalls brings viem's `call` action with the multicall and deployless-call
// bytecodes and the CCIP-read chunk (~9 kB gzip, bench/size); the balance it answers is the same.

async function getBalance(client: Client, { address }: { address: Address }): Promise<bigint> {
  const blockTag: BlockTag = client.experimental_blockTag ?? 'latest'
  return hexToBigInt(await client.request({ method: 'eth_getBalance', params: [address, blockTag] }))
}

export async function getNativeBalance(
  config: Config,
  { address, chainId }: { address: Address; chainId: number },
): Promise<{ value: bigint; decimals: number; symbol: string }> {
  const client = config.getClient({ chainId })
  const value = await getAction(client, getBalance, 'getBalance')({ address })
  const { nativeCurrency } = config.chains.find((chain) => chain.id === chainId) ?? client.chain
  return { value, decimals: nativeCurrency.decimals, symbol: nativeCurrency.symbol }
}
