import { type ChainNamespace, formatCaipNetworkId } from '@portico/common'
import type { SIWXMessageData } from '@portico/core'
import { SIWXError } from '../errors/siwx-error'
import { ACCOUNT_LABELS } from './chains'

const HEADER = /^(?:[a-zA-Z][a-zA-Z0-9+.-]*:\/\/)?(\S+) wants you to sign in with your (\w+) account:$/
const FIELD = /^([A-Za-z ]+): (.*)$/

const KEYS = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
} as const
// Fields appear in this order and at most once (EIP-4361 and the CAIP-122 profiles fix the order).
const ORDER = Object.keys(KEYS) as (keyof typeof KEYS)[]
const REQUIRED = ['URI', 'Version', 'Chain ID', 'Nonce', 'Issued At'] as const

function fail(reason: string): never {
  throw new SIWXError('MALFORMED_MESSAGE', { reason })
}

/** Reads a message produced by formatMessage (or any EIP-4361 / CAIP-122 text of the same layout) back into data. */
export function parseMessage(text: string): SIWXMessageData {
  const lines = text.split('\n')
  const header = HEADER.exec(lines[0] ?? '')
  if (!header) fail('first line')
  const [, domain, label] = header as unknown as [string, string, string]
  const namespace = (Object.keys(ACCOUNT_LABELS) as ChainNamespace[]).find((ns) => ACCOUNT_LABELS[ns] === label)
  if (!namespace) fail(`unknown account label ${label}`)
  const accountAddress = lines[1] ?? ''
  if (!accountAddress || lines[2] !== '') fail('address line')

  // address LF LF [ statement LF ] LF: an empty line 3 means no statement.
  let index = 4
  let statement: string | undefined
  if (lines[3] !== '') {
    statement = lines[3] ?? ''
    if (lines[4] !== '') fail('statement must be one line followed by an empty line')
    index = 5
  }

  const values: Partial<Record<keyof typeof KEYS, string>> = {}
  let last = -1
  for (; index < lines.length; index++) {
    const line = lines[index] as string
    if (line === 'Resources:') break
    const match = FIELD.exec(line)
    const key = match?.[1] as keyof typeof KEYS | undefined
    const position = key ? ORDER.indexOf(key) : -1
    if (!match || position < 0) fail(`unexpected line "${line}"`)
    if (position <= last) fail(`field ${key} out of order`)
    last = position
    values[key as keyof typeof KEYS] = match[2] as string
  }
  for (const key of REQUIRED) if (values[key] === undefined) fail(`missing ${key}`)

  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    resources = lines.slice(index + 1).map((line) => {
      if (!line.startsWith('- ')) fail(`resource line "${line}"`)
      return line.slice(2)
    })
  }

  const data: SIWXMessageData = {
    domain,
    accountAddress,
    chainId: caipChainId(namespace as ChainNamespace, values['Chain ID'] as string),
    uri: values.URI as string,
    version: values.Version as string,
    nonce: values.Nonce as string,
    issuedAt: values['Issued At'] as string,
  }
  if (statement !== undefined) data.statement = statement
  if (values['Expiration Time'] !== undefined) data.expirationTime = values['Expiration Time']
  if (values['Not Before'] !== undefined) data.notBefore = values['Not Before']
  if (values['Request ID'] !== undefined) data.requestId = values['Request ID']
  if (resources !== undefined) data.resources = resources
  return data
}

function caipChainId(namespace: ChainNamespace, reference: string) {
  try {
    return formatCaipNetworkId(namespace, reference)
  } catch {
    return fail(`chain id ${reference}`)
  }
}
