import { ProviderRpcError } from './rpc-error'

let rpcId = 0

/** One JSON-RPC call to a Solana node; an error answer is a ProviderRpcError with the node's code. */
export async function solanaRpc<T>(
  url: string | undefined,
  method: string,
  params: readonly unknown[],
  fetchFn: typeof fetch = fetch,
): Promise<T> {
  if (!url) throw new ProviderRpcError(4900, 'Disconnected')
  const response = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string } }
  if (body.error || body.result === undefined)
    throw new ProviderRpcError(body.error?.code ?? -32603, body.error?.message ?? `No result for ${method}`)
  return body.result
}
