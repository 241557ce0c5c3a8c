// The import rules of shared/ARCHITECTURE.md, as data. A package not named here may import any of ours except
// @portico/testing (when published).

/** Third-party modules that tie code to a framework or a chain: never in core. */
export const CHAIN_AND_FRAMEWORK_MODULES = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^viem($|\/)/,
  /^wagmi($|\/)/,
  /^@wagmi\//,
  /^ethers($|\/)/,
  /^@solana\//,
  /^bitcoinjs-lib($|\/)/,
  /^sats-connect($|\/)/,
  /^@polkadot\//,
  /^@walletconnect\//,
  /^@reown\//,
]

const CONTRACT_ONLY = ['@portico/common', '@portico/core']

/** For each package: which of our packages it may import. */
export const ALLOWED_INTERNAL = {
  '@portico/common': [],
  '@portico/core': ['@portico/common'],
  '@portico/ui': ['@portico/common'],
  // scaffold's AllWallets view reads the wallet catalogue through the blockchain-api client.
  '@portico/scaffold': ['@portico/common', '@portico/core', '@portico/ui', '@portico/blockchain-api'],
  // react sets WalletConnect up for an app that gives only a projectId (§9 enableWalletConnect), by a lazy import.
  '@portico/react': ['@portico/common', '@portico/core', '@portico/ui', '@portico/scaffold', '@portico/walletconnect'],
  '@portico/blockchain-api': ['@portico/common'],
  '@portico/adapter-wagmi': CONTRACT_ONLY,
  '@portico/adapter-solana': CONTRACT_ONLY,
  '@portico/adapter-bitcoin': CONTRACT_ONLY,
  '@portico/adapter-polkadot': CONTRACT_ONLY,
  '@portico/siwx': CONTRACT_ONLY,
  '@portico/embedded-wallet': CONTRACT_ONLY,
  // WalletConnect is a driver like the adapters: its wagmi connector and WalletConnect-only adapter use the contract.
  '@portico/walletconnect': CONTRACT_ONLY,
}

/** Subpaths that are not public API, and the packages allowed to import them. */
export const INTERNAL_SUBPATHS = {
  '@portico/core/internal': ['@portico/scaffold'],
}

/** Third-party modules each package must not import. */
export const FORBIDDEN_EXTERNAL = {
  '@portico/common': CHAIN_AND_FRAMEWORK_MODULES,
  '@portico/core': CHAIN_AND_FRAMEWORK_MODULES,
}

/** React belongs to the presentation and binding layers only. */
export const REACT_PACKAGES = ['@portico/ui', '@portico/scaffold', '@portico/react']

/** Never imported by a published package's shipped code. */
export const TEST_ONLY_PACKAGES = ['@portico/testing']
