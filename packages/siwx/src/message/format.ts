import type { SIWXMessageData } from '@portico/core'
import { SIWXError } from '../errors/siwx-error'
import { splitChainId } from './chain-id'
import { ACCOUNT_LABELS } from './chains'

/**
 * The text a wallet signs. eip155 follows EIP-4361 to the letter (the `siwe` package parses it back); the other
 * namespaces use the same layout with their own account label, as their CAIP-122 namespace profiles describe.
 */
export function formatMessage(data: SIWXMessageData): string {
  const { namespace, reference } = splitChainId(data.chainId)
  const label = ACCOUNT_LABELS[namespace]
  if (!label) throw new SIWXError('UNSUPPORTED_CHAIN', { chainId: data.chainId })

  // EIP-4361 ABNF: address LF LF [ statement LF ] LF "URI: " …
  const head = [`${data.domain} wants you to sign in with your ${label} account:`, data.accountAddress, '']
  // Without a statement the address is followed by two empty lines, as the ABNF gives it.
  head.push(...(data.statement !== undefined ? [data.statement, ''] : ['']))
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt ?? ''}`,
  ]
  if (data.expirationTime !== undefined) fields.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) fields.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) fields.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined && data.resources.length > 0) {
    fields.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  }
  return [...head, ...fields].join('\n')
}
