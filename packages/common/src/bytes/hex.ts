/**
 * Lower-case hex of the bytes, two digits each, without a `0x` prefix (callers add it where their format has one: a
 * WalletConnect pairing key has none, an EVM or Polkadot payload does).
 */
export function bytesToHex(bytes: Iterable<number>): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A text as the `0x` hex of its UTF-8 bytes: how `personal_sign` and Polkadot's `signRaw` take a text message. */
export function utf8ToHex(text: string): `0x${string}` {
  return `0x${bytesToHex(new TextEncoder().encode(text))}`
}
