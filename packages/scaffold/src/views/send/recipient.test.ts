import { createApiClient } from '@portico/blockchain-api'
import { isEvmAddress, isSolanaAddress } from '@portico/common/address'
import { describe, expect, it } from 'vitest'
import { classifyRecipient, resolveName } from './recipient'

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// The adapters' checks: wagmi's is viem's isAddress (EIP-55 for mixed case), Solana's decodes base58 to 32 bytes.
const evm = isEvmAddress
const sol = isSolanaAddress

describe('the recipient field', () => {
  it('takes an EVM address in checksum form, or all one case', () => {
    expect(classifyRecipient('eip155', CHECKSUMMED, evm)).toEqual({ kind: 'address', address: CHECKSUMMED })
    const lower = CHECKSUMMED.toLowerCase()
    expect(classifyRecipient('eip155', ` ${lower} `, evm)).toEqual({ kind: 'address', address: lower })
  })

  it("without the adapter's check, only the §5 shape is checked", () => {
    expect(classifyRecipient('eip155', `${CHECKSUMMED.slice(0, -1)}c`)).toEqual({
      kind: 'address',
      address: `${CHECKSUMMED.slice(0, -1)}c`,
    })
    expect(classifyRecipient('eip155', '0x1234')).toEqual({ kind: 'invalid' })
  })

  it('refuses a mixed-case EVM address whose checksum is wrong, and short or non-hex ones', () => {
    const broken = `${CHECKSUMMED.slice(0, -1)}c`
    expect(classifyRecipient('eip155', broken, evm)).toEqual({ kind: 'invalid' })
    expect(classifyRecipient('eip155', '0x1234', evm)).toEqual({ kind: 'invalid' })
    expect(classifyRecipient('eip155', `0x${'g'.repeat(40)}`, evm)).toEqual({ kind: 'invalid' })
  })

  it('takes names on EVM only (§9: the name service is eip155)', () => {
    expect(classifyRecipient('eip155', 'alice.eth', evm)).toEqual({ kind: 'name', name: 'alice.eth' })
    expect(classifyRecipient('eip155', 'bob.portico.id', evm)).toEqual({ kind: 'name', name: 'bob.portico.id' })
    expect(classifyRecipient('eip155', 'alice', evm)).toEqual({ kind: 'invalid' })
    expect(classifyRecipient('solana', 'alice.eth', sol)).toEqual({ kind: 'invalid' })
  })

  it('takes a Solana address only when its base58 decodes to 32 bytes', () => {
    const key = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(classifyRecipient('solana', key, sol)).toEqual({ kind: 'address', address: key })
    expect(classifyRecipient('solana', '1111111111111111111111111111111', sol)).toEqual({ kind: 'invalid' })
    expect(classifyRecipient('solana', `${key.slice(0, -1)}0`, sol)).toEqual({ kind: 'invalid' })
    expect(classifyRecipient('solana', CHECKSUMMED, sol)).toEqual({ kind: 'invalid' })
    expect(classifyRecipient('solana', '  ', sol)).toEqual({ kind: 'empty' })
  })
})

describe('resolving a name through /v1/profile/account/{name}', () => {
  const record = (addresses: Record<string, string>) => ({
    name: 'alice.eth',
    registered: 0,
    updated: 0,
    addresses: Object.fromEntries(Object.entries(addresses).map(([k, address]) => [k, { address, created: '0' }])),
    attributes: [],
  })
  const clientAnswering = (status: number, body: unknown) => {
    const asked: string[] = []
    const api = createApiClient({
      url: 'http://service.test',
      projectId: 'p',
      sdkType: 't',
      sdkVersion: '0',
      fetch: async (input: RequestInfo | URL) => {
        asked.push(String(input))
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
      },
    })
    return { api, asked }
  }

  it("prefers the chain's coin type, then Ethereum's; an answer failing the check is no address", async () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const { api, asked } = clientAnswering(200, record({ '60': other, [String(0x80000000 + 31337)]: CHECKSUMMED }))
    expect(await resolveName(api, { name: 'alice.eth', chainId: 31337, check: evm })).toBe(CHECKSUMMED)
    expect(asked[0]).toContain('/v1/profile/account/alice.eth')
    const { api: mainnet } = clientAnswering(200, record({ '60': other }))
    expect(await resolveName(mainnet, { name: 'alice.eth', chainId: 1 })).toBe(other)
    const { api: broken } = clientAnswering(200, record({ '60': `${other.slice(0, -1)}c` }))
    expect(await resolveName(broken, { name: 'alice.eth', chainId: 1, check: evm })).toBeNull()
  })

  it('is null for an unknown name or a record without an EVM address', async () => {
    expect(
      await resolveName(clientAnswering(404, { error: 'NOT_FOUND' }).api, { name: 'x.eth', chainId: 1 }),
    ).toBeNull()
    expect(
      await resolveName(clientAnswering(200, record({ '501': 'abc' })).api, { name: 'x.eth', chainId: 1 }),
    ).toBeNull()
  })
})
