// Property tests: no input makes the parsers throw anything but PorticoError, and format(parse(x)) round-trips.
import { bech32, bech32m } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAddress, normalizeAddress, toChecksumAddress } from '../src/address/index'
import {
  CHAIN_NAMESPACES,
  formatCaipAddress,
  formatCaipNetworkId,
  formatUnits,
  isAddressShape,
  PorticoError,
  parseCaipAddress,
  parseCaipNetworkId,
  parseUnits,
} from '../src/index'

function throwsOnlyTyped(run: () => unknown): boolean {
  try {
    run()
    return true
  } catch (e) {
    return e instanceof PorticoError
  }
}

// Strings that are likely to get near the grammar: pieces of CAIP ids joined with colons, plus arbitrary text.
const caipish = fc.oneof(
  fc.string(),
  fc
    .array(fc.oneof(fc.constantFrom(...CHAIN_NAMESPACES), fc.string(), fc.stringMatching(/^[-_a-zA-Z0-9.%]{0,40}$/)), {
      maxLength: 4,
    })
    .map((parts) => parts.join(':')),
  fc.anything(),
)

const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const evmReference = fc.bigInt({ min: 0n, max: 10n ** 19n }).map(String)
const account = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)

describe('property: CAIP parsing', () => {
  it('throws nothing but PorticoError on any input', () => {
    fc.assert(fc.property(caipish, (x) => throwsOnlyTyped(() => parseCaipNetworkId(x))))
    fc.assert(fc.property(caipish, (x) => throwsOnlyTyped(() => parseCaipAddress(x))))
  })
  it('format(parse(x)) round-trips for network ids and addresses', () => {
    const ns = fc.constantFrom(...CHAIN_NAMESPACES)
    const network = ns.chain((n) => (n === 'eip155' ? evmReference : reference).map((chainId) => `${n}:${chainId}`))
    fc.assert(
      fc.property(network, account, (id, address) => {
        const parsed = parseCaipNetworkId(id)
        expect(formatCaipNetworkId(parsed.namespace, parsed.chainId)).toBe(id)
        const caip = `${id}:${address}`
        const a = parseCaipAddress(caip)
        expect(formatCaipAddress(a.namespace, a.chainId, a.address)).toBe(caip)
      }),
    )
  })
})

describe('property: address checks', () => {
  it('never throw for any namespace and input; normalize throws only PorticoError', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHAIN_NAMESPACES), fc.oneof(fc.string(), fc.anything()), (ns, x) => {
        expect(typeof isAddress(ns, x)).toBe('boolean')
        return throwsOnlyTyped(() => normalizeAddress(ns, x))
      }),
    )
  })
  it('any 20 bytes in any case normalize to a checksum that validates and is stable', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.boolean(), (bytes, upper) => {
        const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
        const raw = `0x${upper ? hex.toUpperCase() : hex}`
        const checksummed = normalizeAddress('eip155', raw)
        expect(isAddress('eip155', checksummed)).toBe(true)
        expect(toChecksumAddress(checksummed)).toBe(checksummed)
        expect(checksummed.toLowerCase()).toBe(`0x${hex}`)
      }),
    )
  })
  it('isAddressShape never throws, and every fully valid EVM address has the EVM shape', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHAIN_NAMESPACES), fc.oneof(fc.string(), fc.anything()), (ns, x) => {
        expect(typeof isAddressShape(ns, x)).toBe('boolean')
        if (isAddress(ns, x) && ns === 'eip155') expect(isAddressShape(ns, x)).toBe(true)
      }),
    )
  })
  it('a flipped letter case in a checksummed address is detected when it changes the text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(39), (bytes, i) => {
        const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
        const good = toChecksumAddress(`0x${hex}`)
        const c = good[i + 2] as string
        const flipped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()
        fc.pre(flipped !== c)
        const bad = `${good.slice(0, i + 2)}${flipped}${good.slice(i + 3)}`
        const body = bad.slice(2)
        fc.pre(body !== body.toLowerCase() && body !== body.toUpperCase())
        expect(isAddress('eip155', bad)).toBe(false)
      }),
    )
  })
  it('segwit programs round-trip through bip122 checks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('bc', 'tb', 'bcrt'),
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 16 })),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (hrp, version, program) => {
          const coder = version === 0 ? bech32 : bech32m
          expect(isAddress('bip122', coder.encode(hrp, [version, ...coder.toWords(program)]))).toBe(true)
        },
      ),
    )
  })
})

describe('property: unit parsing', () => {
  it('throws nothing but PorticoError on any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^-?[0-9.]{0,12}$/)),
        fc.integer({ min: 0, max: 30 }),
        (x, d) => throwsOnlyTyped(() => parseUnits(x, d)),
      ),
    )
  })
  it('formatUnits(parseUnits(x)) round-trips and parseUnits(formatUnits(n)) is the identity', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 36 }), (n, d) => {
        const text = formatUnits(n, d)
        expect(parseUnits(text, d)).toBe(n)
        expect(formatUnits(parseUnits(text, d), d)).toBe(text)
      }),
    )
  })
})
