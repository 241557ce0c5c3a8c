import { type Chain, defineChain } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'

/** Dev chain A as viem's bundler and smart-account clients need it (the transport gives the URL). */
export const DEV_CHAIN_A: Chain = defineChain({
  id: 31337,
  name: 'Portico Dev A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
})

export const ENTRY_POINT_07 = { address: entryPoint07Address, version: '0.7' } as const
