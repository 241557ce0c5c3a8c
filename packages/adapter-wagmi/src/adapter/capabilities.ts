import { type ChainNamespace, PorticoError, toPorticoError } from '@portico/common'
import { asFallback, featureError } from '@portico/common/errors'
import type { CapabilityCall, EvmTransactionResult } from '@portico/core'
import {
  type Config,
  type Connection,
  estimateGas as wagmiEstimateGas,
  sendTransaction as wagmiSendTransaction,
  writeContract as wagmiWriteContract,
} from '@wagmi/core'
import { type Abi, type Address, type Hex, isAddress, isHex } from 'viem'
import { RECEIPT_TIMEOUT_MS } from './receipt'
import { waitForReceipt } from './wait-receipt'

interface Helpers {
  assertNamespace(namespace: ChainNamespace): void
  connectionOf(connectorId: string | undefined): Connection | undefined
}

function invalid(reason: string): PorticoError {
  return new PorticoError('INVALID_OPTIONS', { params: { reason } })
}

function address(value: unknown, name: string): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw invalid(`${name} must be an EVM address`)
  return value
}

function quantity(value: unknown, name: string): bigint | undefined {
  if (value === undefined) return undefined
  try {
    if (typeof value === 'bigint') return value
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return BigInt(value)
  } catch {}
  throw invalid(`${name} must be an integer amount of wei`)
}

function hexData(value: unknown): Hex | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalid('data must be 0x-prefixed hex')
  return value
}

/**
 * A wallet answering something that is not a 32-byte hash must fail the request now, typed like the call's other
 * failures: waiting for a receipt of it would only end at the receipt timeout.
 */
function transactionHash(value: unknown): Hex {
  if (typeof value === 'string' && isHex(value) && value.length === 66) return value
  throw featureError('AN_ERROR_OCCURRED', { cause: value })
}

export type TransactionResult = EvmTransactionResult

/** sendTransaction / writeContract / estimateGas on wagmi actions, each returning plain JSON-safe values. */
export function createCapabilities(config: Config, helpers: Helpers) {
  const connectionFor = (params: { connectorId?: string }) => {
    const connectorId = typeof params.connectorId === 'string' ? params.connectorId : undefined
    const connection = helpers.connectionOf(connectorId)
    if (!connection) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION')
    return connection
  }
  const receipt = async (hash: Hex, chainId: number): Promise<TransactionResult> => {
    const r = await waitForReceipt(config, { hash, chainId, timeout: RECEIPT_TIMEOUT_MS })
    return { hash, status: r.status, blockNumber: r.blockNumber.toString() }
  }

  /** §7: a legacy-type transaction with to, value, gas, gasPrice, data, then the receipt. */
  const sendTransaction: CapabilityCall<'sendTransaction', 'eip155'> = async (params) => {
    helpers.assertNamespace(params.namespace)
    const connection = connectionFor(params)
    const gas = quantity(params.gas, 'gas')
    const gasPrice = quantity(params.gasPrice, 'gasPrice')
    const data = hexData(params.data)
    const request = {
      connector: connection.connector,
      account: connection.accounts[0],
      chainId: connection.chainId,
      type: 'legacy' as const,
      to: address(params.to, 'to'),
      value: quantity(params.value, 'value') ?? 0n,
      ...(gas !== undefined ? { gas } : {}),
      ...(gasPrice !== undefined ? { gasPrice } : {}),
      ...(data ? { data } : {}),
    }
    let hash: unknown
    try {
      hash = await wagmiSendTransaction(config, request)
    } catch (error) {
      throw toPorticoError(error, asFallback('AN_ERROR_OCCURRED'))
    }
    return receipt(transactionHash(hash), connection.chainId)
  }

  const writeContract: CapabilityCall<'writeContract', 'eip155'> = async (params) => {
    helpers.assertNamespace(params.namespace)
    const connection = connectionFor(params)
    if (!Array.isArray(params.abi)) throw invalid('abi must be an array')
    if (typeof params.functionName !== 'string') throw invalid('functionName must be a string')
    const value = quantity(params.value, 'value')
    let hash: unknown
    try {
      hash = await wagmiWriteContract(config, {
        connector: connection.connector,
        account: connection.accounts[0],
        chainId: connection.chainId,
        address: address(params.address, 'address'),
        abi: params.abi as Abi,
        functionName: params.functionName,
        args: Array.isArray(params.args) ? params.args : [],
        ...(value !== undefined ? { value } : {}),
      })
    } catch (error) {
      throw toPorticoError(error, asFallback('AN_ERROR_OCCURRED'))
    }
    return receipt(transactionHash(hash), connection.chainId)
  }

  /** Resolves the gas estimate as a decimal string (bigint is not JSON-safe). */
  const estimateGas: CapabilityCall<'estimateGas', 'eip155'> = async (params) => {
    helpers.assertNamespace(params.namespace)
    const connection = connectionFor(params)
    const data = hexData(params.data)
    const value = quantity(params.value, 'value')
    try {
      const gas = await wagmiEstimateGas(config, {
        connector: connection.connector,
        account: connection.accounts[0],
        chainId: connection.chainId,
        to: address(params.to, 'to'),
        ...(value !== undefined ? { value } : {}),
        ...(data ? { data } : {}),
      })
      return gas.toString()
    } catch (error) {
      throw toPorticoError(error, asFallback('ESTIMATE_GAS_FAILED'))
    }
  }

  return { sendTransaction, writeContract, estimateGas }
}
