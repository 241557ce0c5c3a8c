import { useEffect, useState } from 'react'
import { devStack } from '../../stack'

type Probe = { name: string; url: string; result: string }

async function probeRpc(url: string): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  const body = (await res.json()) as { result?: string }
  return `chainId ${Number.parseInt(body.result ?? '0x0', 16)}`
}

async function probeHealth(url: string): Promise<string> {
  const res = await fetch(`${url}/health`)
  const body = (await res.json()) as { status?: string }
  return body.status ?? `HTTP ${res.status}`
}

// Checks each dev-stack piece from the browser, so a person (and the first e2e spec) sees the stack is really there.
export default function ShellConfig() {
  const [probes, setProbes] = useState<Probe[]>([])
  useEffect(() => {
    const targets: Array<{ name: string; url: string; run: (u: string) => Promise<string> }> = []
    for (const [chainId, url] of Object.entries(devStack?.evm ?? {})) {
      targets.push({ name: `EVM ${chainId}`, url, run: probeRpc })
    }
    if (devStack?.api) targets.push({ name: 'API', url: devStack.api, run: probeHealth })
    let live = true
    Promise.all(
      targets.map(async (t) => ({
        name: t.name,
        url: t.url,
        result: await t.run(t.url).catch((e: Error) => `unreachable: ${e.message}`),
      })),
    ).then((r) => live && setProbes(r))
    return () => {
      live = false
    }
  }, [])
  return (
    <section data-testid="lab-shell">
      <h2>Dev stack, seen from the browser</h2>
      {devStack ? null : <p>Started without the dev stack: run the lab with `pnpm lab`.</p>}
      <ul>
        {probes.map((p) => (
          <li key={p.name} data-testid={`probe-${p.name}`}>
            {p.name} — <code>{p.url}</code>: <strong>{p.result}</strong>
          </li>
        ))}
      </ul>
    </section>
  )
}
