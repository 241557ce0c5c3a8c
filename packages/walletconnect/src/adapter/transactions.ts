import { type CaipNetworkId, type ChainNamespace, PorticoError, REJECTION_TEXT, toPorticoError } from '@portico/common'
import type { BitcoinSignTransactionResult, ChainAdapter } from '@portico/core'
import { base58, base64 } from '@scure/base'
import type { WalletConnectClient } from '../client/create-client'

/** The session's chain and account a request is made for. */
export interface RelayAccount {
  caipNetworkId: CaipNetworkId
  address: string
}

type Params = Record<string, unknown>

/**
 * signTransaction and sendTransaction of a Solana or Bitcoin adapter over a WalletConnect session, with the method
 * names and shapes of WalletConnect's Solana and bip122 RPC references. Every answer is checked before it is passed on.
 */
export interface RelayTransactions {
  /** `at`: the session's connection; undefined when WalletConnect is not connected. */
  signTransaction(params: Params, at: RelayAccount | undefined): Promise<unknown>
  sendTransaction(params: Params, at: RelayAccount | undefined): Promise<string>
}

interface Methods {
  signTransaction(params: Params, at: RelayAccount): Promise<unknown>
  sendTransaction(params: Params, at: RelayAccount): Promise<string>
}

// The sign client's own refusal code is 5000; a wallet may refuse in words only.
const WALLET_ERRORS = { rejectionCodes: [5000], rejectionText: REJECTION_TEXT }
const TRANSPORT = /socket|relay|connection closed|disconnect/i
const TXID = /^[0-9a-f]{64}$/i
const PSBT = /^cHNidP8/

const garbage = (cause: unknown) => new PorticoError('RPC_TRANSACTION_REJECTED', { cause })
const bad = (cause?: unknown) => new PorticoError('RPC_INVALID_PARAMS', { cause })

/**
 * The request, its failure as a §8 error: a refusal (4001) is USER_REJECTED; a relay that dropped or a session that
 * ended while waiting is DISCONNECTED (4900) rather than a wait that never ends.
 */
async function ask(client: WalletConnectClient, method: string, params: unknown, at: RelayAccount): Promise<unknown> {
  let stop = () => {}
  const ended = new Promise<never>((_, reject) => {
    stop = client.on('disconnect', () => reject(new PorticoError('DISCONNECTED', { rpcCode: 4900 })))
  })
  try {
    return await Promise.race([client.request({ method, params }, at.caipNetworkId), ended])
  } catch (error) {
    if (error instanceof PorticoError) throw error
    const typed = toPorticoError(error, 'RPC_TRANSACTION_REJECTED', WALLET_ERRORS)
    const gone =
      client.getState().status !== 'connected' || TRANSPORT.test(String((error as Error | null)?.message ?? error))
    if (typed.code === 'RPC_TRANSACTION_REJECTED' && gone)
      throw new PorticoError('DISCONNECTED', { cause: error, rpcCode: 4900 })
    throw typed
  } finally {
    stop()
  }
}

const field = (answer: unknown, key: string): unknown => (answer as Params | null)?.[key]

function decode64(text: unknown): Uint8Array | undefined {
  try {
    return typeof text === 'string' && text.length > 0 ? base64.decode(text) : undefined
  } catch {
    return undefined
  }
}

function signatureBytes(text: unknown): Uint8Array | undefined {
  try {
    const bytes = typeof text === 'string' ? base58.decode(text) : undefined
    return bytes?.length === 64 ? bytes : undefined
  } catch {
    return undefined
  }
}

/** Solana's compact length (shortvec): the value and the bytes it took. */
function shortvec(bytes: Uint8Array, at: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i] ?? 0
    value |= (byte & 0x7f) << (7 * i)
    if (!(byte & 0x80)) return [value, i + 1]
  }
  throw bad()
}

/** Where `signer`'s signature goes in wire bytes, and where the message it covers starts. */
function slotOf(wire: Uint8Array, signer: Uint8Array): [number, number] {
  const [count, size] = shortvec(wire, 0)
  const start = size + count * 64
  const message = wire[start] === undefined ? start : start + ((wire[start] as number) >> 7)
  const [, keysSize] = shortvec(wire, message + 3)
  const keys = message + 3 + keysSize
  for (let i = 0; i < Math.min(wire[message] ?? 0, count); i++)
    if (wire.subarray(keys + i * 32, keys + i * 32 + 32).every((b, j) => b === signer[j])) return [size + i * 64, start]
  throw garbage('the transaction does not name the account as a signer')
}

/**
 * The signed transaction from the wallet's answer: its own wire bytes when it sends them (the same message, signed in
 * the account's slot), else the bare signature put in that slot.
 */
function signedWire(sent: Uint8Array, signer: Uint8Array, answer: unknown): Uint8Array {
  const returned = decode64(field(answer, 'transaction'))
  if (returned) {
    const [slot, start] = slotOf(returned, signer)
    const same = returned.subarray(start).join() === sent.subarray(slotOf(sent, signer)[1]).join()
    if (!same || returned.subarray(slot, slot + 64).every((b) => b === 0)) throw garbage(answer)
    return returned
  }
  const signature = signatureBytes(field(answer, 'signature'))
  if (!signature) throw garbage(answer)
  const signed = sent.slice()
  signed.set(signature, slotOf(sent, signer)[0])
  return signed
}

/** Resolves once the network reports the signature confirmed (WalletConnect carries no confirmation). */
async function confirmed(rpcUrl: string | undefined, signature: string): Promise<void> {
  if (!rpcUrl) return
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSignatureStatuses', params: [[signature]] }),
    })
    const status = (
      (await response.json()) as { result?: { value?: ({ err?: unknown; confirmationStatus?: string } | null)[] } }
    ).result?.value?.[0]
    if (status?.err) throw garbage(status.err)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw garbage('not confirmed')
}

/**
 * Solana: `solana_signTransaction` and `solana_signAndSendTransaction` with `{ transaction (base64), pubkey }`. A
 * transfer (`{ to, amount, token? }`) is built by the app's adapter (`transferTransaction`), which has the chain library.
 */
function solana(client: WalletConnectClient, app: ChainAdapter): Methods {
  const wire = async (params: Params, at: RelayAccount): Promise<string> => {
    if (typeof params.transaction === 'string') return params.transaction
    const build = (app as { transferTransaction?: (p: Params) => Promise<string> }).transferTransaction
    if (!build) throw bad('no transaction')
    return build.call(app, { ...params, from: at.address })
  }
  const rpcOf = (at: RelayAccount) =>
    client.options.networks.find((n) => n.caipNetworkId === at.caipNetworkId)?.rpcUrls.default.http[0]
  return {
    async signTransaction(params, at) {
      const bytes = decode64(params.transaction)
      if (!bytes) throw bad()
      const answer = await ask(
        client,
        'solana_signTransaction',
        { transaction: params.transaction, pubkey: at.address },
        at,
      )
      return base64.encode(signedWire(bytes, base58.decode(at.address), answer))
    },
    async sendTransaction(params, at) {
      const transaction = await wire(params, at)
      const answer = await ask(client, 'solana_signAndSendTransaction', { transaction, pubkey: at.address }, at)
      const signature = field(answer, 'signature')
      if (!signatureBytes(signature)) throw garbage(answer)
      await confirmed(rpcOf(at), signature as string)
      return signature as string
    },
  }
}

/** Bitcoin: WalletConnect's bip122 `signPsbt` and `sendTransfer`, for the session's payment address. */
function bitcoin(client: WalletConnectClient): Methods {
  return {
    async signTransaction(params, at) {
      const signInputs = params.signInputs as Record<string, number[]> | undefined
      if (typeof params.psbt !== 'string' || typeof signInputs !== 'object' || signInputs === null) throw bad()
      const broadcast = params.broadcast === true
      const answer = await ask(
        client,
        'signPsbt',
        {
          account: at.address,
          psbt: params.psbt,
          signInputs: Object.entries(signInputs).flatMap(([address, indexes]) =>
            indexes.map((index) => ({ address, index })),
          ),
          broadcast,
        },
        at,
      )
      const psbt = field(answer, 'psbt')
      const txid = field(answer, 'txid')
      if (typeof psbt !== 'string' || !PSBT.test(psbt) || !decode64(psbt)) throw garbage(answer)
      if (broadcast && (typeof txid !== 'string' || !TXID.test(txid))) throw garbage(answer)
      return (typeof txid === 'string' ? { psbt, txid } : { psbt }) satisfies BitcoinSignTransactionResult
    },
    async sendTransaction(params, at) {
      const amount = params.amount
      if (typeof params.to !== 'string' || !['string', 'number', 'bigint'].includes(typeof amount)) throw bad()
      const answer = await ask(
        client,
        'sendTransfer',
        { account: at.address, recipientAddress: params.to, amount: String(amount) },
        at,
      )
      const txid = field(answer, 'txid')
      if (typeof txid !== 'string' || !TXID.test(txid)) throw garbage(answer)
      return txid
    },
  }
}

/** The transactions of `app`'s namespace over `client`'s session; undefined for a namespace without them here. */
export function relayTransactions(
  client: WalletConnectClient,
  namespace: ChainNamespace,
  app: ChainAdapter,
): RelayTransactions | undefined {
  const methods = namespace === 'solana' ? solana(client, app) : namespace === 'bip122' ? bitcoin(client) : undefined
  if (!methods) return undefined
  const connected = (at: RelayAccount | undefined): RelayAccount => {
    if (!at) throw new PorticoError('NO_CONNECTOR_FOR_CONNECTION')
    return at
  }
  return {
    signTransaction: async (params, at) => methods.signTransaction(params, connected(at)),
    sendTransaction: async (params, at) => methods.sendTransaction(params, connected(at)),
  }
}
