import type { ChainNamespace } from '@portico/common'
import { utf8ToHex } from '@portico/common/hex'
import { base58 } from '@scure/base'

/** The WalletConnect RPC each namespace signs a text message with (the wallet-side method names of each chain). */
export function signMessageRequest(
  namespace: ChainNamespace,
  message: string,
  address: string,
): { method: string; params: unknown } {
  switch (namespace) {
    case 'eip155':
      return { method: 'personal_sign', params: [utf8ToHex(message), address] }
    case 'solana':
      return {
        method: 'solana_signMessage',
        params: { message: base58.encode(new TextEncoder().encode(message)), pubkey: address },
      }
    case 'bip122':
      return { method: 'signMessage', params: { address, message } }
    case 'polkadot':
      return { method: 'polkadot_signMessage', params: { address, message } }
    case 'cosmos':
      return { method: 'cosmos_signMessage', params: { signerAddress: address, message } }
  }
}

/** Wallets answer a bare signature or an object carrying one. */
export function signatureOf(result: unknown): string | undefined {
  if (typeof result === 'string' && result.length > 0) return result
  const signature = (result as { signature?: unknown } | null)?.signature
  return typeof signature === 'string' && signature.length > 0 ? signature : undefined
}
