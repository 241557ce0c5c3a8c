import { type CaipNetwork, defineNetwork, type NativeCurrency } from '../index'

// Presets are plain data: nothing here is contacted unless an app chooses the network. Each is a separate export so
// an app only bundles the ones it imports.
const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

function evm(
  id: number,
  name: string,
  http: string,
  nativeCurrency: NativeCurrency,
  explorer?: string,
): CaipNetwork<'eip155'> {
  return defineNetwork({
    id,
    chainNamespace: 'eip155',
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [http] } },
    ...(explorer ? { blockExplorers: { default: { name: `${name} Explorer`, url: explorer } } } : {}),
  })
}

// The EVM networks of the swap list (§9).
export const mainnet = /* @__PURE__ */ evm(1, 'Ethereum', 'https://eth.merkle.io', ETH, 'https://etherscan.io')
export const arbitrum = /* @__PURE__ */ evm(
  42161,
  'Arbitrum One',
  'https://arb1.arbitrum.io/rpc',
  ETH,
  'https://arbiscan.io',
)
export const optimism = /* @__PURE__ */ evm(
  10,
  'OP Mainnet',
  'https://mainnet.optimism.io',
  ETH,
  'https://optimistic.etherscan.io',
)
export const zksync = /* @__PURE__ */ evm(
  324,
  'ZKsync Era',
  'https://mainnet.era.zksync.io',
  ETH,
  'https://era.zksync.network',
)
export const base = /* @__PURE__ */ evm(8453, 'Base', 'https://mainnet.base.org', ETH, 'https://basescan.org')
export const bsc = /* @__PURE__ */ evm(
  56,
  'BNB Smart Chain',
  'https://bsc-dataseed1.bnbchain.org',
  { name: 'BNB', symbol: 'BNB', decimals: 18 },
  'https://bscscan.com',
)
export const polygon = /* @__PURE__ */ evm(
  137,
  'Polygon',
  'https://polygon-rpc.com',
  { name: 'POL', symbol: 'POL', decimals: 18 },
  'https://polygonscan.com',
)
export const gnosis = /* @__PURE__ */ evm(
  100,
  'Gnosis',
  'https://rpc.gnosischain.com',
  { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  'https://gnosisscan.io',
)
export const avalanche = /* @__PURE__ */ evm(
  43114,
  'Avalanche',
  'https://api.avax.network/ext/bc/C/rpc',
  { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  'https://snowtrace.io',
)
export const fantom = /* @__PURE__ */ evm(
  250,
  'Fantom',
  'https://rpc.ankr.com/fantom',
  { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  'https://ftmscan.com',
)
export const kaia = /* @__PURE__ */ evm(
  8217,
  'Kaia',
  'https://public-en.node.kaia.io',
  { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  'https://kaiascope.com',
)
export const aurora = /* @__PURE__ */ evm(
  1313161554,
  'Aurora',
  'https://mainnet.aurora.dev',
  ETH,
  'https://explorer.aurora.dev',
)

export const SWAP_NETWORK_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const

/** Local EVM chains of the dev stack. Override the RPC with `withRpcUrl` when the node runs on another port. */
export const localEvm = /* @__PURE__ */ defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Portico Local',
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})
export const localEvm2 = /* @__PURE__ */ defineNetwork({
  id: 31338,
  chainNamespace: 'eip155',
  name: 'Portico Local 2',
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
})

const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }
// Solana references are the first 32 characters of the genesis hash. A local validator's genesis differs per run,
// so localnet uses a fixed reference that the local adapter maps to its node.
export const solana = /* @__PURE__ */ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
})
export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  testnet: true,
})
export const solanaLocalnet = /* @__PURE__ */ defineNetwork({
  id: 'localnet',
  chainNamespace: 'solana',
  name: 'Solana Localnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  testnet: true,
})

const BTC: NativeCurrency = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
// bip122 references are the first 32 hex characters of the genesis block hash.
export const bitcoin = /* @__PURE__ */ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
})
export const bitcoinTestnet = /* @__PURE__ */ defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  testnet: true,
})
export const bitcoinRegtest = /* @__PURE__ */ defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: BTC,
  rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
  testnet: true,
})

export const polkadot = /* @__PURE__ */ defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
})
export const westend = /* @__PURE__ */ defineNetwork({
  id: 'e143f23803ac50e8f6f8e62695d1ce9e',
  chainNamespace: 'polkadot',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: { default: { http: ['https://westend-rpc.polkadot.io'] } },
  testnet: true,
})
