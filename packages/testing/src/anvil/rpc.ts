/** One JSON-RPC call over HTTP; throws on transport errors and on a JSON-RPC error. */
export async function rpc<T>(url: string, method: string, params: unknown[] = [], timeoutMs = 1000): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'JSON-RPC error'}`)
  return body.result as T
}
