import type { CaipNetwork } from '@portico/common'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { createPimlicoClient } from 'permissionless/clients/pimlico'
import { type Address, createPublicClient, defineChain, type Hex, http, type TypedDataDefinition, toHex } from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Address,
  UserOperationReceiptNotFoundError,
} from 'viem/account-abstraction'
import { toAccount } from 'viem/accounts'
import type { EmbeddedSession } from '../adapter/session'
import type { SafeAddresses } from './options'
import type { PaymasterServiceCapability } from './paymaster'

// Loaded only when an eip155 network has a smart account: viem's account abstraction and permissionless's Safe are a
// chunk of their own, never in an app's initial JS. The user operation is built here, on the host; every signature
// over it comes from the secure-site frame (EVM_SIGN_MESSAGE / EVM_SIGN_TYPED_DATA), which alone holds the owner key.

export interface SmartCall {
  to: Address
  value?: bigint
  data?: Hex
}

export interface UserOperationOutcome {
  success: boolean
  transactionHash: Hex
  blockHash: Hex
  blockNumber: bigint
  gasUsed: bigint
  status: 'success' | 'reverted'
}

export interface SmartAccount {
  readonly address: Address
  /** ERC-7677: the account takes an app's paymaster URL; `sponsored` when the service's paymaster pays by default. */
  readonly paymasterService?: { sponsored: boolean }
  isDeployed(): Promise<boolean>
  signMessage(message: Hex): Promise<Hex>
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>
  /**
   * Sends the calls as one user operation; answers its hash once the bundler accepted it. Paid by `paymaster` when
   * given (an app's ERC-7677 service), else by the service's paymaster where it sponsors, else by the account.
   */
  send(calls: readonly SmartCall[], paymaster?: PaymasterServiceCapability): Promise<Hex>
  /** Waits for the user operation to be mined; a reverted one answers success false. */
  wait(hash: Hex): Promise<UserOperationOutcome>
  /** The receipt when mined, undefined while pending. */
  receipt(hash: Hex): Promise<UserOperationOutcome | undefined>
}

export interface SmartAccountParams {
  session: EmbeddedSession
  owner: Address
  network: CaipNetwork
  bundlerUrl: string
  safe: SafeAddresses
  /** The service's ERC-7677 paymaster for this network, when it sponsors the project's user operations there. */
  paymasterUrl?: string | undefined
}

/** §9 receipt wait for one flow: 25 s. */
const RECEIPT_TIMEOUT_MS = 25_000

const jsonWithBigints = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))

/** A Safe 1.4.1 with the ERC-4337 module, owned by the embedded EOA, for one network. */
export async function createSmartAccount(params: SmartAccountParams): Promise<SmartAccount> {
  const { session, network, safe } = params
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw new Error(`no RPC URL for ${network.caipNetworkId}`)
  const chain = defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  // The owner as viem sees it: its signatures are the frame's, asked for without a second approval because the user
  // approved the request that needs them (or it is a plain message signature, as for the EOA).
  const owner = toAccount({
    address: params.owner,
    async signMessage({ message }) {
      const hex =
        typeof message === 'string'
          ? toHex(message)
          : typeof message.raw === 'string'
            ? message.raw
            : toHex(message.raw)
      return (await session.request('EVM_SIGN_MESSAGE', { message: hex })).signature as Hex
    },
    async signTypedData(typedData) {
      return (await session.request('EVM_SIGN_TYPED_DATA', { typedData: jsonWithBigints(typedData) })).signature as Hex
    },
    async signTransaction() {
      throw new Error('The smart account owner signs no transactions')
    },
  })
  const entryPoint = { address: entryPoint07Address, version: '0.7' } as const
  const account = await toSafeSmartAccount({ client, owners: [owner], version: '1.4.1', entryPoint, ...safe })
  const transport = http(params.bundlerUrl)
  const pimlico = createPimlicoClient({ chain, transport, entryPoint })
  const bundler = createBundlerClient({
    account,
    client,
    chain,
    transport,
    // The bundler's own minimum price (alto refuses less), not the node's fee estimate.
    userOperation: { estimateFeesPerGas: async () => (await pimlico.getUserOperationGasPrice()).fast },
    // Sponsored: the account needs no ETH (the paymaster's deposit at the entry point pays).
    ...(params.paymasterUrl ? { paymaster: createPaymasterClient({ transport: http(params.paymasterUrl) }) } : {}),
  })
  const outcome = (receipt: Awaited<ReturnType<typeof bundler.getUserOperationReceipt>>): UserOperationOutcome => ({
    success: receipt.success,
    transactionHash: receipt.receipt.transactionHash,
    blockHash: receipt.receipt.blockHash,
    blockNumber: receipt.receipt.blockNumber,
    gasUsed: receipt.actualGasUsed,
    status: receipt.success ? 'success' : 'reverted',
  })

  return {
    address: account.address,
    paymasterService: { sponsored: params.paymasterUrl !== undefined },
    isDeployed: () => account.isDeployed(),
    signMessage: (message) => account.signMessage({ message: { raw: message } }),
    signTypedData: (typedData) => account.signTypedData(typedData),
    send: (calls, paymaster) =>
      bundler.sendUserOperation({
        calls: calls.map((c) => ({ to: c.to, value: c.value ?? 0n, data: c.data ?? '0x' })),
        ...(paymaster
          ? {
              paymaster: createPaymasterClient({ transport: http(paymaster.url) }),
              ...(paymaster.context ? { paymasterContext: paymaster.context } : {}),
            }
          : {}),
      }),
    wait: async (hash) =>
      outcome(await bundler.waitForUserOperationReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS, pollingInterval: 100 })),
    receipt: async (hash) => {
      try {
        return outcome(await bundler.getUserOperationReceipt({ hash }))
      } catch (error) {
        if (error instanceof UserOperationReceiptNotFoundError) return undefined
        throw error
      }
    },
  }
}
