// The wallets are installed before the EVM lab's module creates the app. A static `export … from '../evm/EvmConfig'`
// would not keep that order in a production build: EvmConfig is a chunk of its own (the evm configuration's), and a
// chunk's static imports are evaluated before its own code, so the app found no wallets. A dynamic import waits.
import './install-wallets'

/** The EVM lab (Portico's hooks beside wagmi's, sign, send, switch) over a wallet that misbehaves on purpose. */
const { default: EvmConfig } = await import('../evm/EvmConfig')
export default EvmConfig
