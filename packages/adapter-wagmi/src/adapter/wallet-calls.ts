import { type ChainNamespace, PorticoError, toPorticoError } from '@portico/common'
import { asFallback, featureError } from '@portico/common/errors'
import type { CapabilityCall, WalletCapabilities } from '@portico/core'
import type { Connection } from '@wagmi/core'
import { numberToHex } from 'viem'
import { isWalletAssets } from '../assets/assets'

interface Helpers {
  assertNamespace(namespace: ChainNamespace): void
  connectionOf(connectorId: string | undefined): Connection | undefined
}

interface Eip1193 {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCapabilities = (v: unknown): v is WalletCapabilities => isObject(v) && Object.values(v).every(isObject)

/**
 * Wallet methods wagmi has no typed action for in this shape: sent straight to the connected wallet's provider with
 * the §7 parameters, answers checked before they reach the app.
 */
export function createWalletCalls(helpers: Helpers) {
  async function walletOf(params: { namespace: ChainNamespace; connectorId?: string; address?: string }) {
    helpers.assertNamespace(params.namespace)
    const connectorId = typeof params.connectorId === 'string' ? params.connectorId : undefined
    const connection = helpers.connectionOf(connectorId)
    if (!connection) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION')
    const provider = (await connection.connector.getProvider()) as Eip1193 | undefined
    if (!provider) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION')
    const account = typeof params.address === 'string' ? params.address : connection.accounts[0]
    return { provider, account, chainId: connection.chainId }
  }

  async function ask(provider: Eip1193, method: string, params: unknown, fallback: 'AN_ERROR_OCCURRED') {
    try {
      return await provider.request({ method, params })
    } catch (error) {
      throw toPorticoError(error, asFallback(fallback))
    }
  }

  /** wallet_getCapabilities for the account on the connection's chain (chain id in hex, §7). */
  const getCapabilities: CapabilityCall<'getCapabilities', 'eip155'> = async (params) => {
    const { provider, account, chainId } = await walletOf(params)
    const hex = numberToHex(chainId)
    let answer: unknown
    try {
      answer = await provider.request({ method: 'wallet_getCapabilities', params: [account, [hex]] })
    } catch (error) {
      throw toPorticoError(error, asFallback('WALLET_CAPABILITIES_PARSE_FAILED'))
    }
    if (!isCapabilities(answer)) {
      throw featureError('WALLET_CAPABILITIES_PARSE_FAILED', { cause: answer })
    }
    return answer
  }

  /** EIP-7811 wallet_getAssets with account and chain filter; accepted only when it passes §5's asset rules. */
  const walletGetAssets: CapabilityCall<'walletGetAssets', 'eip155'> = async (params) => {
    const { provider, account, chainId } = await walletOf(params)
    const chainFilter = Array.isArray(params.chainIds)
      ? params.chainIds.map((id) => numberToHex(Number(id)))
      : [numberToHex(chainId)]
    const answer = await ask(provider, 'wallet_getAssets', [{ account, chainFilter }], 'AN_ERROR_OCCURRED')
    if (!isWalletAssets(answer)) throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause: answer })
    return answer
  }

  const grantPermissions: CapabilityCall<'grantPermissions', 'eip155'> = async (params) => {
    const { provider } = await walletOf(params)
    if (!isObject(params.request)) {
      throw new PorticoError('INVALID_OPTIONS', { params: { reason: 'request must be an object' } })
    }
    const answer = await ask(provider, 'wallet_grantPermissions', [params.request], 'AN_ERROR_OCCURRED')
    if (!isObject(answer)) throw featureError('AN_ERROR_OCCURRED', { cause: answer })
    return answer
  }

  /** wallet_revokePermissions; not one of core's capabilities, so it is a method of this adapter only. */
  async function revokePermissions(params: { namespace: ChainNamespace; request: Record<string, unknown> }) {
    const { provider } = await walletOf(params)
    if (!isObject(params.request)) {
      throw new PorticoError('INVALID_OPTIONS', { params: { reason: 'request must be an object' } })
    }
    await ask(provider, 'wallet_revokePermissions', [params.request], 'AN_ERROR_OCCURRED')
  }

  return { getCapabilities, walletGetAssets, grantPermissions, revokePermissions }
}
