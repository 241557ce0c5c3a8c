import { type Chain, defineChain } from 'viem'
import { foundry } from 'viem/chains'
import { type Config, createConfig, http, injected } from 'wagmi'

// The app's wagmi config, the same file in both timing pages so their difference is only the connect UI: the dev
// stack's two anvil chains (RPC URLs from the query string, so the pages talk only to the local stack) and wagmi's
// injected connector. Mirrors bench/size/fixtures/*/src/wagmi.ts, the fixture of the size budget.
export const params = new URLSearchParams(location.search)
const rpc = (id: number) => params.get(`rpc${id}`) ?? ''

export const anvilA: Chain = defineChain({ ...foundry, rpcUrls: { default: { http: [rpc(31337)] } } })
export const anvilB: Chain = defineChain({
  ...foundry,
  id: 31338,
  name: 'Anvil B',
  rpcUrls: { default: { http: [rpc(31338)] } },
})

export const wagmiConfig: Config = createConfig({
  chains: [anvilA, anvilB],
  connectors: [injected()],
  transports: { [anvilA.id]: http(rpc(31337)), [anvilB.id]: http(rpc(31338)) },
})
