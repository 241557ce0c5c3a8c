import type { CaipNetwork } from '@portico/common'
import { bytesToHex, utf8ToHex } from '@portico/common/hex'
import { registerSessionMessage } from '@portico/common/sessions'
import type { ApprovalRequest } from '@portico/core'
import { keccak256, stringToHex } from 'viem'
import { asRpcError, ProviderRpcError } from '../adapter/rpc-error'
import { sessionInstall } from './session-roles'
import type { SmartAccount } from './smart-account'

/** ERC-7715 `wallet_grantPermissions`, in the shape AppKit's smart-session package sends it. */
export interface GrantPermissionsRequest {
  chainId: `0x${string}`
  address?: `0x${string}`
  /** Unix seconds. */
  expiry: number
  signer: { type: string; data?: unknown }
  permissions: { type: string; data: unknown; policies?: unknown[] }[]
  policies?: unknown[]
}

export interface GrantPermissionsResponse extends Required<Omit<GrantPermissionsRequest, 'address'>> {
  address: `0x${string}`
  /** The permissions context: the keccak256 of the signed grant, the id apps/api keeps the session under. */
  context: `0x${string}`
  /** Where the session key acts: `execTransactionWithRole(to, value, data, 0, role, true)` on this Roles modifier. */
  signerMeta: { rolesModifier: `0x${string}`; role: number }
}

export interface GrantDeps {
  account: SmartAccount
  network: CaipNetwork | undefined
  approved(request: ApprovalRequest): Promise<void>
  service: { apiUrl: string; projectId: string } | undefined
  /** Who asks: the page's origin. */
  appUrl: string | undefined
  now?: () => number
  fetchFn?: typeof fetch
  /** After the installing user operation was mined: the account may just have been deployed. */
  mined?(): void
}

const invalid = (message: string) => new ProviderRpcError(-32602, message)
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function parseRequest(raw: unknown, deps: GrantDeps): GrantPermissionsRequest {
  if (!isObject(raw)) throw invalid('wallet_grantPermissions needs a request object')
  const { chainId, address, expiry, signer, permissions, policies } = raw
  if (typeof chainId !== 'string' || Number(chainId) !== Number(deps.network?.id))
    throw new ProviderRpcError(5710, 'Unsupported chain id')
  if (
    address !== undefined &&
    (typeof address !== 'string' || address.toLowerCase() !== deps.account.address.toLowerCase())
  )
    throw invalid('address must be the connected smart account')
  const nowSeconds = Math.floor((deps.now ?? Date.now)() / 1000)
  if (typeof expiry !== 'number' || !Number.isInteger(expiry) || expiry <= nowSeconds)
    throw invalid('expiry must be a whole number of seconds in the future')
  if (!isObject(signer) || typeof signer.type !== 'string') throw invalid('signer needs a type')
  if (!Array.isArray(permissions) || permissions.length === 0) throw invalid('at least one permission is needed')
  for (const permission of permissions)
    if (!isObject(permission) || typeof permission.type !== 'string' || !('data' in permission))
      throw invalid('each permission needs a type and data')
  if (policies !== undefined && !Array.isArray(policies)) throw invalid('policies must be a list')
  return raw as unknown as GrantPermissionsRequest
}

/**
 * Grants a session on the smart account: after the user approved it, one user operation gives the session key a
 * Roles modifier of its own on the Safe, scoped to the granted contract calls (./session-roles), so the key can act
 * for the account within the grant and nothing else. Then the account signs the registration over the pci (the
 * keccak256 of the whole grant, which records the modifier and the revoking call) and apps/api keeps it, listable and
 * revocable by the account.
 */
export async function grantPermissions(raw: unknown, deps: GrantDeps): Promise<GrantPermissionsResponse> {
  const request = parseRequest(raw, deps)
  if (!deps.service) throw new ProviderRpcError(-32603, 'No Portico service configured to keep the session')
  const { account } = deps
  const chainId = `0x${Number(deps.network?.id).toString(16)}` as const
  const caipChain = `eip155:${Number(deps.network?.id)}`
  const granted = {
    chainId,
    address: account.address,
    expiry: request.expiry,
    signer: request.signer,
    permissions: request.permissions,
    policies: request.policies ?? [],
  }
  const nonce = `0x${bytesToHex(crypto.getRandomValues(new Uint8Array(16)))}`
  // Checked before the user is asked: a signer or permission the modifier cannot hold is refused outright.
  const install = sessionInstall({
    safe: account.address,
    signer: request.signer,
    permissions: request.permissions,
    saltNonce: BigInt(nonce),
  })
  await deps.approved({
    namespace: 'eip155',
    method: 'wallet_grantPermissions',
    summary: granted.permissions.map((p) => p.type).join(', '),
    expiresAt: request.expiry,
  })
  const installed = await account.wait(await account.send(install.calls)).catch((error: unknown) => {
    throw asRpcError(error)
  })
  deps.mined?.()
  if (!installed.success) throw new ProviderRpcError(-32603, 'The session could not be put on chain (reverted)')
  const { module, role, member, revoke } = install
  const onchain = { rolesModifier: module, role, member, revoke: { to: revoke.to, data: revoke.data } }
  const grant = JSON.stringify({ app: deps.appUrl ? { url: deps.appUrl } : {}, ...granted, nonce, onchain })
  const context = keccak256(stringToHex(grant))
  const message = registerSessionMessage({ pci: context, chainId: caipChain, expiry: request.expiry })
  const signature = await account.signMessage(utf8ToHex(message))
  const url = new URL('/v1/sessions', deps.service.apiUrl)
  url.searchParams.set('projectId', deps.service.projectId)
  const response = await (deps.fetchFn ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      pci: context,
      address: account.address,
      chainId: caipChain,
      expiry: request.expiry,
      signature,
      grant,
    }),
  })
  if (!response.ok) throw new ProviderRpcError(-32603, `The session was not kept (HTTP ${response.status})`)
  return { ...granted, context, signerMeta: { rolesModifier: module, role } }
}
