import { createHash, randomBytes } from 'node:crypto'

// The cookie carries a random 256-bit token; the store keeps only its sha256, so a database leak yields no sessions.
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export const newToken = (): string => randomBytes(32).toString('base64url')
export const isToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value)
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
