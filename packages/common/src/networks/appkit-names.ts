// Through the main entry, so the built package has no chunk shared by the two entries.
import { type CaipNetwork, defineNetwork, type NativeCurrency } from '../index'

// Networks AppKit apps import by name that the preset list does not carry yet. Plain data: nothing is contacted
// unless an app chooses the network.
const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }

export const sepolia: CaipNetwork<'eip155'> = /* @__PURE__ */ defineNetwork({
  id: 11155111,
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { ...ETH, name: 'Sepolia Ether' },
  rpcUrls: { default: { http: ['https://rpc.sepolia.org'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
})

export const solanaTestnet: CaipNetwork<'solana'> = /* @__PURE__ */ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  testnet: true,
})
