import { SiweMessage } from 'siwe'
import { describe, expect, it } from 'vitest'
import { createMessenger, formatMessage, isSIWXError, parseMessage, validateMessageData } from '../src'
import { evmData } from './fixtures'
import { devAccount } from './support/dev-accounts'

const full = evmData({
  statement: 'Sign in to Portico Lab.',
  expirationTime: '2026-11-23T08:00:00.000Z',
  notBefore: '2026-11-22T07:59:00.000Z',
  requestId: 'req-42',
  resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq', 'https://example.com/tos.json'],
})

describe('EIP-4361 messages for eip155, checked by the independent siwe package', () => {
  for (const [name, data] of [
    ['minimal (no statement)', evmData()],
    ['every optional field', full],
  ] as const) {
    it(`${name}: siwe parses our text back to the same fields and prints the identical text`, () => {
      const text = formatMessage(data)
      const parsed = new SiweMessage(text)
      expect(parsed.domain).toBe(data.domain)
      expect(parsed.address).toBe(data.accountAddress)
      expect(parsed.uri).toBe(data.uri)
      expect(parsed.version).toBe('1')
      expect(parsed.chainId).toBe(1)
      expect(parsed.nonce).toBe(data.nonce)
      expect(parsed.issuedAt).toBe(data.issuedAt)
      expect(parsed.statement).toBe(data.statement)
      expect(parsed.expirationTime).toBe(data.expirationTime)
      expect(parsed.notBefore).toBe(data.notBefore)
      expect(parsed.requestId).toBe(data.requestId)
      expect(parsed.resources).toEqual(data.resources)
      expect(parsed.prepareMessage()).toBe(text)
    })
  }

  it('the exact EIP-4361 layout: header, address, blank, statement, blank, fields in order', () => {
    expect(formatMessage(full)).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to Portico Lab.',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: k3J8xQ2mP9vR4tLw',
        'Issued At: 2026-11-22T08:00:00.000Z',
        'Expiration Time: 2026-11-23T08:00:00.000Z',
        'Not Before: 2026-11-22T07:59:00.000Z',
        'Request ID: req-42',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
        '- https://example.com/tos.json',
      ].join('\n'),
    )
    // No statement: the ABNF leaves two empty lines between address and URI.
    expect(formatMessage(evmData())).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI: ')
  })

  it('siwe verifies a dev-account signature over our message, and refuses it for another address', async () => {
    const account = devAccount(1)
    const data = evmData({ accountAddress: account.address, chainId: 'eip155:31337', statement: 'Hello' })
    const text = formatMessage(data)
    const signature = await account.signMessage({ message: text })
    const result = await new SiweMessage(text).verify({ signature }, { suppressExceptions: true })
    expect(result.success).toBe(true)
    expect(result.data.chainId).toBe(31337)

    const other = formatMessage({ ...data, accountAddress: devAccount(2).address })
    const forged = await new SiweMessage(other).verify({ signature }, { suppressExceptions: true })
    expect(forged.success).toBe(false)
  })
})

describe('CAIP-122 forms for solana, bip122 and polkadot', () => {
  const cases = [
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1'],
    ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
  ] as const
  for (const [chainId, label, address] of cases) {
    it(`${label}: header names the chain, Chain ID is the CAIP-2 reference, and it parses back`, () => {
      const data = { ...full, chainId, accountAddress: address }
      const text = formatMessage(data)
      const lines = text.split('\n')
      expect(lines[0]).toBe(`app.example.com wants you to sign in with your ${label} account:`)
      expect(lines[1]).toBe(address)
      expect(lines).toContain(`Chain ID: ${chainId.split(':')[1]}`)
      expect(parseMessage(text)).toEqual(data)
    })
  }

  it('cosmos has no message form here: refused with UNSUPPORTED_CHAIN', () => {
    let error: unknown
    try {
      formatMessage({ ...full, chainId: 'cosmos:cosmoshub-4' })
    } catch (e) {
      error = e
    }
    expect(isSIWXError(error, 'UNSUPPORTED_CHAIN')).toBe(true)
  })

  it('chain ids are CAIP-2: an EVM reference is decimal without leading zeros; a namespace without a message form is refused before its address is read', async () => {
    for (const chainId of ['eip155:0x1', 'eip155:01', 'eip155', 'eip155:', 'EIP155:1', 'eip155:1:2'] as const) {
      expect(() => validateMessageData({ ...full, chainId: chainId as never }), chainId).toThrow(
        expect.objectContaining({ code: 'MALFORMED_MESSAGE' }),
      )
    }
    expect(() => validateMessageData({ ...full, chainId: 'eip155:10' })).not.toThrow()
    const messenger = createMessenger({
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      getNonce: async () => 'n0nce123',
    })
    for (const chainId of ['cosmos:cosmoshub-4', 'abcd:1'] as const) {
      const error = await messenger
        .createMessage({ accountAddress: 'x', chainId: chainId as never })
        .catch((e: unknown) => e)
      expect(isSIWXError(error, 'UNSUPPORTED_CHAIN'), chainId).toBe(true)
    }
  })
})

describe('parse and validate', () => {
  it('parses eip155 text back to the data (with and without optional fields)', () => {
    expect(parseMessage(formatMessage(full))).toEqual(full)
    expect(parseMessage(formatMessage(evmData()))).toEqual(evmData())
  })

  it.each([
    ['no header', 'hello'],
    ['fields out of order', formatMessage(evmData()).replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1')],
    ['missing nonce', formatMessage(evmData()).replace(/Nonce: .*\n/, '')],
    ['unknown field', formatMessage(evmData()).replace('Version: 1', 'Flavour: 1')],
  ])('refuses malformed text: %s', (_, text) => {
    expect(() => parseMessage(text)).toThrowError(/malformed/)
  })

  it.each([
    ['short nonce', { nonce: 'abc' }],
    ['non-alphanumeric nonce', { nonce: 'abcd-efgh-ijkl' }],
    ['bad time', { issuedAt: 'yesterday' }],
    ['multi-line statement', { statement: 'one\ntwo' }],
    ['domain with a path', { domain: 'app.example.com/evil' }],
    ['version 2', { version: '2' }],
  ])('validateMessageData refuses %s', (_, overrides) => {
    expect(() => validateMessageData(evmData(overrides))).toThrowError(/malformed/)
  })
})
