import type { CaipNetwork } from '@portico/common'
import { utf8ToHex } from '@portico/common/hex'
import type { ApprovalRequest, AuthHost } from '@portico/core'
import type { SmartAccount } from '../smart/smart-account'
import { describeEvmTransaction, describeTypedData, type EvmTransactionRequest, feeOf, toBigInt } from './decode'
import { asRpcError, ProviderRpcError, unauthorized, unsupportedMethod, userRejected } from './rpc-error'
import type { EmbeddedSession } from './session'

export interface RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

/** Methods that only read the chain: answered by the network's RPC, never by the frame. */
const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
])

export interface EvmProviderDeps {
  session: EmbeddedSession
  host(): AuthHost | undefined
  network(): CaipNetwork | undefined
  switchChain(chainId: number): Promise<void>
  /** The smart account the wallet answers with on the current network (issue 19), undefined for the EOA. */
  smart?(): Promise<SmartAccount> | undefined
  /** A user operation was mined: the smart account may just have been deployed. */
  mined?(): void
  /** apps/api as core configured it: smart sessions are kept there. */
  service?(): { apiUrl: string; projectId: string } | undefined
  fetchFn?: typeof fetch
}

/**
 * The EIP-1193 provider apps get for the embedded wallet on eip155 (§4 auth-provider RPC): reads go to the chain,
 * personal_sign to the frame, unsafe requests (send transaction, typed data) to the frame only after the user
 * approved them in ApproveTransaction; a rejection is 4001; any other method opens the modal and fails with 4200.
 */
export function createEvmProvider(deps: EvmProviderDeps) {
  const { session } = deps
  let rpcId = 0

  async function rpc(method: string, params: unknown): Promise<unknown> {
    const url = deps.network()?.rpcUrls.default.http[0]
    if (!url) throw new ProviderRpcError(4900, 'Disconnected')
    const response = await (deps.fetchFn ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
    return body.result
  }

  async function approved(request: ApprovalRequest): Promise<void> {
    const host = deps.host()
    if (!host || !(await host.approve(request))) throw userRejected()
  }

  const chainId = () => Number(deps.network()?.id ?? 0)

  async function estimateFee(tx: EvmTransactionRequest): Promise<bigint | undefined> {
    try {
      const gas = toBigInt(tx.gas) ?? toBigInt((await rpc('eth_estimateGas', [tx])) as string)
      const price = toBigInt(tx.maxFeePerGas ?? tx.gasPrice) ?? toBigInt((await rpc('eth_gasPrice', [])) as string)
      return feeOf(gas, price)
    } catch {
      return undefined
    }
  }

  async function request({ method, params }: RequestArguments): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    const address = session.connected?.accounts.eip155
    const smart = address ? deps.smart?.() : undefined
    if (smart) {
      // The smart account's code is a chunk of its own (smart-rpc): loaded with the account, never up front.
      const [account, { smartRequest }] = await Promise.all([smart, import('../smart/smart-rpc')])
      const answer = await smartRequest(method, list, {
        account,
        network: deps.network(),
        approved,
        mined: () => deps.mined?.(),
        service: deps.service?.(),
      })
      if (answer) return answer.result
    }
    switch (method) {
      case 'eth_accounts':
        return address ? [address] : []
      case 'eth_requestAccounts':
        if (!address) throw unauthorized()
        return [address]
      case 'eth_chainId':
        return `0x${chainId().toString(16)}`
      case 'net_version':
        return String(chainId())
      case 'wallet_switchEthereumChain': {
        const wanted = Number((list[0] as { chainId?: string } | undefined)?.chainId)
        await deps.switchChain(wanted)
        return null
      }
      case 'personal_sign': {
        if (!address) throw unauthorized()
        const message = String(list[0] ?? '')
        const hex = /^0x[0-9a-fA-F]*$/.test(message) ? message : utf8ToHex(message)
        return (await session.request('EVM_SIGN_MESSAGE', { message: hex }).catch(fail)).signature
      }
      case 'eth_signTypedData_v4': {
        if (!address) throw unauthorized()
        const typedData = typeof list[1] === 'string' ? list[1] : JSON.stringify(list[1])
        await approved(describeTypedData(typedData))
        return (await session.request('EVM_SIGN_TYPED_DATA', { typedData }).catch(fail)).signature
      }
      case 'eth_sendTransaction': {
        if (!address) throw unauthorized()
        const tx = (list[0] ?? {}) as EvmTransactionRequest
        await approved(describeEvmTransaction(tx, deps.network(), await estimateFee({ ...tx, from: address })))
        const { from: _from, gasPrice: _gasPrice, ...transaction } = tx
        return (
          await session
            .request('EVM_SEND_TRANSACTION', { chainId: chainId(), transaction: stripEmpty(transaction) })
            .catch(fail)
        ).hash
      }
      default:
        if (READ_METHODS.has(method)) return rpc(method, list)
        deps.host()?.unsupported(method)
        throw unsupportedMethod()
    }
  }

  return { request }
}

function fail(error: unknown): never {
  throw asRpcError(error)
}

function stripEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T
}
