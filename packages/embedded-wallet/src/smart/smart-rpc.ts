import type { CaipNetwork } from '@portico/common'
import { utf8ToHex } from '@portico/common/hex'
import type { ApprovalRequest } from '@portico/core'
import { describeEvmTransaction, describeTypedData, type EvmTransactionRequest, toBigInt } from '../adapter/decode'
import { asRpcError, ProviderRpcError } from '../adapter/rpc-error'
import { paymasterCapability, sponsorshipRefusal } from './paymaster'
import type { SmartAccount, SmartCall } from './smart-account'

export interface SmartRpcDeps {
  account: SmartAccount
  network: CaipNetwork | undefined
  approved(request: ApprovalRequest): Promise<void>
  /** After a user operation was mined: the account may just have been deployed. */
  mined(): void
  /** apps/api, which keeps granted sessions (wallet_grantPermissions). */
  service?: { apiUrl: string; projectId: string } | undefined
}

/** EIP-5792 status codes (wallet_getCallsStatus). */
const PENDING = 100
const CONFIRMED = 200
const REVERTED = 500

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX = /^0x[0-9a-fA-F]*$/

function toCall(raw: unknown): SmartCall {
  const call = (raw ?? {}) as { to?: unknown; value?: unknown; data?: unknown }
  // §5: a sent call's target and data start with 0x.
  if (typeof call.to !== 'string' || !HEX_ADDRESS.test(call.to))
    throw new ProviderRpcError(-32602, 'Each call needs a 0x target address')
  if (call.data !== undefined && (typeof call.data !== 'string' || !HEX.test(call.data)))
    throw new ProviderRpcError(-32602, 'Call data must start with 0x')
  const value = typeof call.value === 'string' ? toBigInt(call.value) : undefined
  return {
    to: call.to as `0x${string}`,
    ...(value ? { value } : {}),
    ...(call.data ? { data: call.data as `0x${string}` } : {}),
  }
}

const hex = (n: bigint) => `0x${n.toString(16)}`

/** What ApproveTransaction shows for a batch: the calls' count, total value and the first recipient. */
function describeBatch(calls: readonly SmartCall[], network: CaipNetwork | undefined): ApprovalRequest {
  if (calls.length === 1) {
    const [call] = calls as [SmartCall]
    return describeEvmTransaction(
      { to: call.to, value: hex(call.value ?? 0n), ...(call.data ? { data: call.data } : {}) },
      network,
      undefined,
    )
  }
  const total = calls.reduce((sum, c) => sum + (c.value ?? 0n), 0n)
  const single = describeEvmTransaction({ value: hex(total) }, network, undefined)
  return { ...single, method: 'wallet_sendCalls', calls: calls.length }
}

/**
 * The eip155 requests a smart account answers differently from the EOA: transactions and EIP-5792 batches become one
 * user operation each (after the user approved them), signatures are the account's (ERC-6492 before deployment).
 * Answers undefined for a method it leaves to the EOA provider.
 */
export async function smartRequest(
  method: string,
  params: readonly unknown[],
  deps: SmartRpcDeps,
): Promise<{ result: unknown } | undefined> {
  const { account, network } = deps
  const chainHex = `0x${Number(network?.id ?? 0).toString(16)}`
  const run = async <T>(work: () => Promise<T>) => {
    try {
      return await work()
    } catch (error) {
      throw sponsorshipRefusal(error) ?? asRpcError(error)
    }
  }
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return { result: [account.address] }
    case 'personal_sign': {
      const message = String(params[0] ?? '')
      const raw = HEX.test(message) ? message : utf8ToHex(message)
      return { result: await run(() => account.signMessage(raw as `0x${string}`)) }
    }
    case 'eth_signTypedData_v4': {
      const json = typeof params[1] === 'string' ? params[1] : JSON.stringify(params[1])
      await deps.approved(describeTypedData(json))
      const { EIP712Domain: _domain, ...types } = (JSON.parse(json) as { types?: Record<string, unknown> }).types ?? {}
      return { result: await run(() => account.signTypedData({ ...JSON.parse(json), types })) }
    }
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as EvmTransactionRequest
      const call = toCall({ to: tx.to, value: tx.value, data: tx.data })
      await deps.approved(describeEvmTransaction(tx, network, undefined))
      const outcome = await run(async () => account.wait(await account.send([call])))
      deps.mined()
      if (!outcome.success) throw new ProviderRpcError(-32603, 'The user operation reverted')
      return { result: outcome.transactionHash }
    }
    case 'wallet_getCapabilities':
      return {
        result: {
          [chainHex]: {
            atomic: { status: 'supported' },
            atomicBatch: { supported: true },
            // ERC-7677: wallet_sendCalls takes the app's paymaster URL.
            ...(account.paymasterService ? { paymasterService: { supported: true } } : {}),
          },
        },
      }
    case 'wallet_sendCalls': {
      const request = (params[0] ?? {}) as { calls?: unknown; chainId?: unknown; capabilities?: unknown }
      if (!Array.isArray(request.calls) || request.calls.length === 0)
        throw new ProviderRpcError(-32602, 'wallet_sendCalls needs at least one call')
      if (request.chainId !== undefined && Number(request.chainId) !== Number(network?.id))
        throw new ProviderRpcError(5710, 'Unsupported chain id')
      const calls = request.calls.map(toCall)
      const paymaster = paymasterCapability(request.capabilities)
      await deps.approved(describeBatch(calls, network))
      const id = await run(() => (paymaster ? account.send(calls, paymaster) : account.send(calls)))
      // The batch is followed to its receipt in the background, so the deployed flag updates without a status call.
      void account.wait(id).then(deps.mined, () => undefined)
      return { result: { id } }
    }
    case 'wallet_getCallsStatus': {
      const id = String(params[0] ?? '')
      if (!/^0x[0-9a-fA-F]{64}$/.test(id)) throw new ProviderRpcError(5730, 'Unknown bundle id')
      const receipt = await run(() => account.receipt(id as `0x${string}`))
      return {
        result: {
          version: '2.0.0',
          id,
          chainId: chainHex,
          atomic: true,
          status: receipt ? (receipt.success ? CONFIRMED : REVERTED) : PENDING,
          ...(receipt
            ? {
                receipts: [
                  {
                    status: receipt.success ? '0x1' : '0x0',
                    transactionHash: receipt.transactionHash,
                    blockHash: receipt.blockHash,
                    blockNumber: hex(receipt.blockNumber),
                    gasUsed: hex(receipt.gasUsed),
                    logs: [],
                  },
                ],
              }
            : {}),
        },
      }
    }
    case 'wallet_grantPermissions': {
      // ERC-7715 smart sessions: a chunk of its own, loaded on the first grant.
      const { grantPermissions } = await import('./grant-permissions')
      const appUrl = typeof location === 'undefined' ? undefined : location.origin
      return { result: await grantPermissions(params[0], { ...deps, service: deps.service, appUrl }) }
    }
    default:
      return undefined
  }
}
