export { DEV_ACCOUNT_BALANCE_ETH, DEV_ACCOUNTS, DEV_MNEMONIC, type DevAccount } from './accounts'
export { resolveAnvilBinary } from './binary'
export { rpc } from './rpc'
export { type AnvilOptions, type RunningAnvil, startAnvil } from './start-anvil'
