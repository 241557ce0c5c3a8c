import { type ChainNamespace, isCaipNetworkId, parseCaipNetworkId } from '@portico/common'
import { SIWXError } from '../errors/siwx-error'

export function splitChainId(chainId: string): { namespace: ChainNamespace; reference: string } {
  if (!isCaipNetworkId(chainId)) throw new SIWXError('MALFORMED_MESSAGE', { reason: `chain id ${chainId}` })
  const parsed = parseCaipNetworkId(chainId)
  return { namespace: parsed.namespace, reference: parsed.chainId }
}
