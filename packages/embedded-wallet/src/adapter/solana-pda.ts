// Program-derived addresses (the associated token account of an owner and a mint) without a Solana library: a PDA is
// the first sha256(seeds ‖ bump ‖ program ‖ "ProgramDerivedAddress"), bump from 255 down, that is NOT an ed25519
// point, so no private key can exist for it.

const P = 2n ** 255n - 19n

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n
  let b = base % P
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P
    b = (b * b) % P
    e >>= 1n
  }
  return result
}

const mod = (n: bigint) => ((n % P) + P) % P
/** Edwards d = -121665 / 121666. */
const D = mod(-121665n * power(121666n, P - 2n))

/**
 * Whether 32 bytes decompress to a point of ed25519 (as Solana's check does): y from the low 255 bits, and
 * x² = (y² − 1) / (d·y² + 1) must have a square root mod p (Euler's criterion).
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  let y = 0n
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(bytes[i] ?? 0)
  y = mod(y & ((1n << 255n) - 1n))
  const y2 = (y * y) % P
  const u = mod(y2 - 1n)
  const v = mod(D * y2 + 1n)
  const x2 = (u * power(v, P - 2n)) % P
  if (x2 === 0n) return true
  return power(x2, (P - 1n) / 2n) === 1n
}

const MARKER = new TextEncoder().encode('ProgramDerivedAddress')

export async function findProgramAddress(seeds: readonly Uint8Array[], program: Uint8Array): Promise<Uint8Array> {
  for (let bump = 255; bump >= 0; bump--) {
    const input = Uint8Array.from([...seeds.flatMap((seed) => [...seed]), bump, ...program, ...MARKER])
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', input))
    if (!isOnCurve(hash)) return hash
  }
  throw new Error('no program address for these seeds')
}
