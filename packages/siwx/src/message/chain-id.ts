import type { ChainNamespace } from '@portico/common'
import { SIWXError } from '../errors/siwx-error'

// CAIP-2 `namespace:reference` by CAIP-2's charsets; an EVM reference is a decimal chain id without leading zeros, as
// EIP-4361 writes it. Which namespaces have a message form is the formatter's question (UNSUPPORTED_CHAIN). Checked
// here rather than with common's parser: this module is part of SIWX's lazy chunk, which imports nothing of
// @portico/common, because Vite 8's bundler split an app's entry when it did (README).
const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/
const EVM_REFERENCE = /^(0|[1-9][0-9]{0,19})$/

export function splitChainId(chainId: string): { namespace: ChainNamespace; reference: string } {
  const [, namespace, reference] = CAIP2.exec(chainId) ?? []
  if (!namespace || !reference || (namespace === 'eip155' && !EVM_REFERENCE.test(reference)))
    throw new SIWXError('MALFORMED_MESSAGE', { reason: `chain id ${chainId}` })
  return { namespace: namespace as ChainNamespace, reference }
}
