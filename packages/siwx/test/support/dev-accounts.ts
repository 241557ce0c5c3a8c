import { mnemonicToAccount } from 'viem/accounts'

// The published test mnemonic anvil funds by default (the same accounts as DEV_ACCOUNTS in @portico/testing, which
// this package cannot depend on: see ./anvil.ts). Worthless anywhere but a local chain.
const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

export const devAccount = (index: number) => mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })
