import type { AppKitCore, Hex } from '@portico/core'
import type { BuiltTransaction, SwapWallet } from './executeSwap'

/** The connected EVM wallet, through core's optional capabilities (EIP-5792 included). */
export function swapWalletOf(core: AppKitCore): SwapWallet {
  return {
    capabilities: () => core.request('eip155', 'getCapabilities', {}),
    sendCalls: (calls) => core.request('eip155', 'sendCalls', { calls }),
    sendTransaction: (tx: BuiltTransaction) =>
      core.request('eip155', 'sendTransaction', {
        to: tx.to as Hex,
        data: tx.data as Hex,
        ...(tx.value ? { value: tx.value } : {}),
        ...(tx.gas ? { gas: tx.gas } : {}),
        ...(tx.gasPrice ? { gasPrice: tx.gasPrice } : {}),
      }),
  }
}
