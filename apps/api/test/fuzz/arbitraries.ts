import fc from 'fast-check'

// Inputs a hostile or broken client sends: numbers at the edges of every numeric type the store has, their string
// spellings, keys that name Object.prototype members, control characters, and text past every length limit.

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
] as const

const EDGE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  0.5,
]

const EDGE_STRINGS = [
  ...PROTOTYPE_KEYS,
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '-1e308',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  '4294967296',
  '2147483648',
  '9'.repeat(400),
  `0x${'f'.repeat(64)}`,
  '0x',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '%',
  '%00',
  '..',
  '../../etc/passwd',
  'eip155:1',
  'eip155:31337',
  'eip155:99999999999999999999',
  `0x${'0'.repeat(40)}`,
  'null',
  'true',
  '[]',
  '{}',
]

export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
)

/** Text that is long, sometimes past the 64 KiB body limit. */
const hugeString = fc
  .tuple(fc.constantFrom('a', '0', '9', '\u00e9', '\u{1F600}', '%'), fc.constantFrom(300, 5_000, 70_000))
  .map(([c, n]) => c.repeat(n))

/** Short edge text: fits in a header or a URL. */
export const shortString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
)

export const edgeString: fc.Arbitrary<string> = fc.oneof(
  { weight: 9, arbitrary: shortString },
  { weight: 1, arbitrary: hugeString },
)

/** Field names of every JSON body the service reads, so a random object often has the right keys with wrong values. */
export const BODY_KEYS = [
  'eventId',
  'url',
  'domain',
  'timestamp',
  'props',
  'type',
  'event',
  'errorType',
  'errorMessage',
  'stackTrace',
  'properties',
  'coin_type',
  'coinType',
  'address',
  'message',
  'signature',
  'name',
  'attributes',
  'pci',
  'chainId',
  'expiry',
  'currency',
  'addresses',
  'projectId',
  'jsonrpc',
  'id',
  'method',
  'params',
] as const

const key = fc.oneof(fc.constantFrom(...BODY_KEYS), fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 }))

/** Any JSON value, built from the edge numbers and strings, a few levels deep. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    edgeNumber,
    edgeString,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  ),
})).value

/** Replaces some fields of a well-formed object with edge values, so validation is passed part of the way. */
export function mutated(template: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(template)
  return fc
    .tuple(
      fc.subarray(fields, { minLength: 0, maxLength: 2 }),
      fc.array(fc.oneof(edgeNumber, edgeString, jsonValue), { minLength: fields.length, maxLength: 8 }),
    )
    .map(([picked, values]) => {
      const out: Record<string, unknown> = { ...template }
      picked.forEach((field, i) => {
        out[field] = values[i]
      })
      return out
    })
}

/** A history cursor as the service encodes it (`minedAt:chainId:block:txIndex`), with edge numbers in it. */
export const cursor: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom('0', '1', '4294967296', '9223372036854775807', '9223372036854775808', '9'.repeat(400)),
      fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String),
    ),
    { minLength: 3, maxLength: 5 },
  )
  .map((parts) => Buffer.from(parts.join(':')).toString('base64url'))
