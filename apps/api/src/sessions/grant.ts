import { keccak256, stringToHex } from 'viem'

/** What the service keeps of a grant and lists: who asked, what was allowed, to which key. */
export interface GrantSummary {
  app: { name?: string; url?: string }
  signer: unknown
  permissions: unknown[]
  policies: unknown[]
  /** Where the wallet put the session on chain and the call that revokes it there, when it did. */
  onchain?: unknown
}

const MAX_GRANT_CHARS = 16_384

/**
 * Checks an ERC-7715 grant sent with a registration: its keccak256 must be the pci (so the owner's signature over the
 * pci covers every permission in it) and it must name the same account, chain and expiry as the registration.
 * Answers the reason it is refused, or the summary kept for listing.
 */
export function checkGrant(
  text: string,
  registration: { pci: string; address: string; chainId: string; expiry: number },
): { ok: true; summary: GrantSummary } | { ok: false; reason: string } {
  if (text.length > MAX_GRANT_CHARS) return { ok: false, reason: `grant must be at most ${MAX_GRANT_CHARS} characters` }
  if (keccak256(stringToHex(text)).toLowerCase() !== registration.pci.toLowerCase())
    return { ok: false, reason: 'pci must be the keccak256 of the grant' }
  const grant = parse(text)
  if (!grant) return { ok: false, reason: 'grant must be a JSON object' }
  if (typeof grant.address !== 'string' || grant.address.toLowerCase() !== registration.address.toLowerCase())
    return { ok: false, reason: 'grant address must be the registered address' }
  if (typeof grant.chainId !== 'string' || `eip155:${Number(grant.chainId)}` !== registration.chainId)
    return { ok: false, reason: 'grant chainId must be the registered chain' }
  if (grant.expiry !== registration.expiry) return { ok: false, reason: 'grant expiry must be the registered expiry' }
  if (!Array.isArray(grant.permissions) || grant.permissions.length === 0)
    return { ok: false, reason: 'grant must name at least one permission' }
  return { ok: true, summary: summaryOf(grant) }
}

/** The listed part of a stored grant (checked when it was registered). */
export function grantSummary(text: string | null): GrantSummary | null {
  const grant = text === null ? undefined : parse(text)
  return grant ? summaryOf(grant) : null
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function summaryOf(grant: Record<string, unknown>): GrantSummary {
  const app = (typeof grant.app === 'object' && grant.app !== null ? grant.app : {}) as Record<string, unknown>
  return {
    app: {
      ...(typeof app.name === 'string' ? { name: app.name } : {}),
      ...(typeof app.url === 'string' ? { url: app.url } : {}),
    },
    signer: grant.signer ?? null,
    permissions: Array.isArray(grant.permissions) ? grant.permissions : [],
    policies: Array.isArray(grant.policies) ? grant.policies : [],
    ...(typeof grant.onchain === 'object' && grant.onchain !== null ? { onchain: grant.onchain } : {}),
  }
}
