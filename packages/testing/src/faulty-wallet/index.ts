// Browser-safe: the lab's `?config=faults` page runs this wallet in the page itself.

export { DEV_ACCOUNTS } from '../anvil/accounts'
export { type AnnouncedInfo, announceProvider } from './announce'
export { FAULT_GARBAGE, FAULT_NAMES, type Fault, parseFault, THROWN } from './faults'
export { FaultyEvmWallet } from './faulty-evm-wallet'
