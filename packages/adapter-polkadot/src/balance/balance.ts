import { u8aConcat, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto'
import { type CaipNetwork, formatUnits, PorticoError } from '@portico/common'

export type PostJson = (url: string, body: unknown) => Promise<unknown>

/** Storage key of System.Account(who): twox128("System") ++ twox128("Account") ++ blake2_128(who) ++ who. */
export function systemAccountKey(address: string): string {
  const who = decodeAddress(address)
  return u8aToHex(u8aConcat(xxhashAsU8a('System', 128), xxhashAsU8a('Account', 128), blake2AsU8a(who, 128), who))
}

/** The free balance from a SCALE AccountInfo (nonce, consumers, providers, sufficients: u32; free: u128 LE …). */
export function freeBalanceOf(storage: unknown): bigint {
  if (storage === null) return 0n // never seen on chain
  if (typeof storage !== 'string' || !/^0x([0-9a-f]{2})+$/i.test(storage) || storage.length < 2 + 32 * 2) {
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause: storage })
  }
  const bytes = storage.slice(2 + 16 * 2, 2 + 32 * 2)
  let value = 0n
  for (let i = bytes.length - 2; i >= 0; i -= 2)
    value = (value << 8n) | BigInt(Number.parseInt(bytes.slice(i, i + 2), 16))
  return value
}

const defaultPost: PostJson = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { params: { status: response.status } })
  return response.json()
}

/**
 * Free balance read with one JSON-RPC call (state_getStorage) to the network's first HTTP RPC URL, without loading
 * @polkadot/api: a balance is one storage item, and the full API client is hundreds of KB.
 */
export async function readBalance(
  network: CaipNetwork,
  address: string,
  post: PostJson = defaultPost,
): Promise<{ balance: string; symbol: string }> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE')
  const answer = (await post(url, {
    jsonrpc: '2.0',
    id: 1,
    method: 'state_getStorage',
    params: [systemAccountKey(address)],
  })) as { result?: unknown; error?: unknown }
  if (answer?.error !== undefined || !answer || !('result' in answer)) {
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause: answer })
  }
  const free = freeBalanceOf(answer.result)
  return { balance: formatUnits(free, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
