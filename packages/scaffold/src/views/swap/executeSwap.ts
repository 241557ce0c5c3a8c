import type { EvmCall, EvmSendCallsResult, EvmTransactionResult, Hex, WalletCapabilities } from '@portico/core'

/** A transaction as the service builds it: decimal strings for the amounts. */
export interface BuiltTransaction {
  to: string
  data: string
  value?: string | undefined
  gas?: string | undefined
  gasPrice?: string | undefined
}

export interface SwapPlan {
  /** The allowance the router needs first; absent when the token is native or already approved. */
  approve?: BuiltTransaction | undefined
  swap: BuiltTransaction
}

/** Which step the wallet or the chain is busy with: one batch, or the approval then the swap. */
export type SwapStep = 'batch' | 'approve' | 'swap'

export interface SwapWallet {
  capabilities(): Promise<WalletCapabilities>
  sendCalls(calls: EvmCall[]): Promise<EvmSendCallsResult>
  sendTransaction(tx: BuiltTransaction): Promise<EvmTransactionResult>
}

export type SwapOutcome = { status: 'success'; hash: Hex } | { status: 'reverted'; hash: Hex | undefined }

/**
 * EIP-5792: the wallet batches atomically on this chain when it says `atomic` is supported (or ready, after an
 * upgrade it will ask for), or with the older `atomicBatch: { supported: true }`.
 */
export function supportsAtomicBatch(capabilities: WalletCapabilities, chainId: number): boolean {
  const hex = `0x${chainId.toString(16)}`
  const entry = capabilities[hex] ?? capabilities[String(chainId)] ?? capabilities['0x0']
  if (!entry) return false
  const atomic = entry.atomic as { status?: unknown } | undefined
  const legacy = entry.atomicBatch as { supported?: unknown } | undefined
  return atomic?.status === 'supported' || atomic?.status === 'ready' || legacy?.supported === true
}

const call = (tx: BuiltTransaction): EvmCall => ({
  to: tx.to as Hex,
  data: tx.data as Hex,
  ...(tx.value && tx.value !== '0' ? { value: tx.value } : {}),
})

/**
 * Sends the swap. With an approval first: one atomic batch when the wallet supports it, otherwise the approval and
 * then the swap as two requests (a reverted approval stops there). A wallet whose capabilities cannot be read is
 * treated as one without batching.
 */
export async function executeSwap(
  wallet: SwapWallet,
  plan: SwapPlan,
  chainId: number,
  onStep: (step: SwapStep) => void,
): Promise<SwapOutcome> {
  if (plan.approve) {
    const atomic = await wallet.capabilities().then(
      (capabilities) => supportsAtomicBatch(capabilities, chainId),
      () => false,
    )
    if (atomic) {
      onStep('batch')
      const result = await wallet.sendCalls([call(plan.approve), call(plan.swap)])
      const last = result.receipts.at(-1)
      const ok = result.status === 'success' && result.receipts.every((r) => r.status === 'success')
      return ok && last
        ? { status: 'success', hash: last.transactionHash }
        : { status: 'reverted', hash: last?.transactionHash }
    }
    onStep('approve')
    const approval = await wallet.sendTransaction(plan.approve)
    if (approval.status !== 'success') return { status: 'reverted', hash: approval.hash }
  }
  onStep('swap')
  const swap = await wallet.sendTransaction(plan.swap)
  return swap.status === 'success' ? { status: 'success', hash: swap.hash } : { status: 'reverted', hash: swap.hash }
}

/** An error that says the chain's execution of the call reverted (at a gas estimate or a simulation), at any depth. */
export function isRevert(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (/execution reverted|reverted with reason|INSUFFICIENT_OUTPUT_AMOUNT/i.test(e.message)) return true
  }
  return false
}
