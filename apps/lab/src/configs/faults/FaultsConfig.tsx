// The wallets are installed before the EVM lab's module creates the app (import order is evaluation order).
import './install-wallets'

/** The EVM lab (Portico's hooks beside wagmi's, sign, send, switch) over a wallet that misbehaves on purpose. */
export { default } from '../evm/EvmConfig'
