import type { CaipNetwork } from '@portico/common'

// Genesis-hash references of the Bitcoin networks whose addresses carry their own prefix (BIP-173, BIP-350).
const BITCOIN_REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'

// The rest of a base58check address after its leading character (25 to 34 characters, no 0, O, I or l).
const BASE58 = '[1-9A-HJ-NP-Za-km-z]{25,34}'

type BitcoinKind = 'mainnet' | 'testnet' | 'regtest' | 'test-legacy'

function bitcoinKind(address: string): BitcoinKind | undefined {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return 'regtest'
  if (lower.startsWith('bc1') || new RegExp(`^[13]${BASE58}$`).test(address)) return 'mainnet'
  if (lower.startsWith('tb1')) return 'testnet'
  // Base58 test addresses (m…, n…, 2…) are the same on testnet and regtest.
  if (new RegExp(`^[mn2]${BASE58}$`).test(address)) return 'test-legacy'
  return undefined
}

function bitcoinFits(kind: BitcoinKind | undefined, network: CaipNetwork): boolean {
  const regtest = network.caipNetworkId === `bip122:${BITCOIN_REGTEST}`
  switch (kind) {
    case 'mainnet':
      return !network.testnet
    case 'testnet':
      return Boolean(network.testnet) && !regtest
    case 'regtest':
      return regtest
    case 'test-legacy':
      return Boolean(network.testnet)
    default:
      return false
  }
}

/**
 * The configured networks an address can receive on (AppKit's WalletCompatibleNetworks): every network of its
 * namespace — one EVM, Solana or Polkadot key is the same account on each of them — except on Bitcoin, where the
 * address's prefix names the network it belongs to (bc1 / tb1 / bcrt1, or the base58 version).
 */
export function compatibleNetworks(
  address: string,
  networks: readonly CaipNetwork[],
  namespace: CaipNetwork['chainNamespace'],
): CaipNetwork[] {
  const own = networks.filter((n) => n.chainNamespace === namespace)
  if (namespace !== 'bip122') return own
  const kind = bitcoinKind(address)
  return own.filter((network) => bitcoinFits(kind, network))
}
