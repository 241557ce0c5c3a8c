// Test wallets, the local relay and the local dev stack. Never imported by a published package.
export * from './anvil'
export * from './dev-stack'
export * from './evm-wallet'
export * from './memory-adapter'
export * from './onramp-sandbox'
export * from './solana-rpc'
export * from './solana-wallet'
export * from './wc-relay'
