import type { SIWXSession } from '@portico/core'

// Stored sessions are read back through this guard: anything that is not exactly a session (old format, another
// library's value under the key, hand edits) is dropped rather than handed to the modal.
const isString = (v: unknown): v is string => typeof v === 'string'
const optionalString = (v: unknown) => v === undefined || isString(v)

export function isSession(value: unknown): value is SIWXSession {
  if (typeof value !== 'object' || value === null) return false
  const s = value as Record<string, unknown>
  if (!isString(s.message) || !isString(s.signature)) return false
  const d = s.data as Record<string, unknown> | null
  if (typeof d !== 'object' || d === null) return false
  const required = ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'] as const
  if (!required.every((k) => isString(d[k]))) return false
  const optional = ['issuedAt', 'expirationTime', 'notBefore', 'requestId', 'statement'] as const
  if (!optional.every((k) => optionalString(d[k]))) return false
  if (d.resources !== undefined && !(Array.isArray(d.resources) && d.resources.every(isString))) return false
  return s.cacao === undefined || (typeof s.cacao === 'object' && s.cacao !== null)
}

export const STORAGE_VERSION = 1

/** Parses `{ v, data: SIWXSession[] }`; returns undefined when the value is not that shape. */
export function readSessions(raw: string | null | undefined): SIWXSession[] | undefined {
  if (raw === null || raw === undefined) return []
  try {
    const parsed = JSON.parse(raw) as { v?: unknown; data?: unknown }
    if (parsed?.v !== STORAGE_VERSION || !Array.isArray(parsed.data) || !parsed.data.every(isSession)) return undefined
    return parsed.data
  } catch {
    return undefined
  }
}

export function writeSessions(sessions: SIWXSession[]): string {
  return JSON.stringify({ v: STORAGE_VERSION, data: sessions })
}
