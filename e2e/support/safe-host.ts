import type { FrameLocator, Page } from '@playwright/test'
import type { StackInfo } from './stack'

/** Lets the Safe host reach the local node through the test process (see the host's `rpc`). */
export async function exposeSafeRpc(page: Page, rpcUrl: string): Promise<void> {
  await page.exposeFunction('__safeRpc', async (method: string, params: unknown) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return response.json()
  })
}

/**
 * A stand-in for the Safe interface: a top-level page that frames the lab and answers the Safe Apps SDK's
 * postMessage protocol — getSafeInfo with the Safe's address and chain, rpcCall forwarded to the local anvil node,
 * and sendTransactions as a Safe with one owner and threshold 1 would end: the calls executed at once, here from
 * the Safe's address (an unlocked anvil dev account). The Safe transaction hash it answers is the chain's
 * transaction hash, and getTxBySafeTxHash maps it to itself, so a receipt is found either way.
 * Served from the lab's own origin by a Playwright route, so nothing leaves the machine.
 */
export function safeHost(labPath: string, rpcUrl: string, safeAddress: string): string {
  return `<!doctype html><html><head><title>Safe host</title></head><body>
<iframe id="app" src="${labPath}" style="width:1200px;height:900px;border:0"></iframe>
<script>
window.__safeRequests = [];
window.__safeSent = [];
const SAFE = { safeAddress: ${JSON.stringify(safeAddress)}, chainId: 31337, threshold: 1, owners: [${JSON.stringify(safeAddress)}], isReadOnly: false, network: 'LOCAL' };
// The test's own RPC bridge when it exposed one (exposeSafeRpc): a page Playwright fulfilled counts as public, and
// Chromium refuses its fetches to the loopback node.
const rpc = async (method, params) => {
  if (window.__safeRpc) return window.__safeRpc(method, params);
  const response = await fetch(${JSON.stringify(rpcUrl)}, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return response.json();
};
window.addEventListener('message', async (event) => {
  const frame = document.getElementById('app').contentWindow;
  if (event.source !== frame) return;
  const { id, method, params } = event.data || {};
  if (!id || !method) return;
  window.__safeRequests.push(method);
  const answer = (body) => frame.postMessage({ id, version: '9.1.0', ...body }, '*');
  if (method === 'getSafeInfo') return answer({ success: true, data: SAFE });
  if (method === 'rpcCall') {
    const json = await rpc(params.call, params.params);
    return json.error ? answer({ success: false, error: json.error.message }) : answer({ success: true, data: json.result });
  }
  if (method === 'sendTransactions') {
    let hash;
    for (const tx of params.txs) {
      const value = '0x' + BigInt(tx.value || 0).toString(16);
      const json = await rpc('eth_sendTransaction', [{ from: SAFE.safeAddress, to: tx.to, value, data: tx.data || '0x' }]);
      if (json.error) return answer({ success: false, error: json.error.message });
      hash = json.result;
      window.__safeSent.push({ to: tx.to, value, data: tx.data || '0x', hash });
    }
    return answer({ success: true, data: { safeTxHash: hash } });
  }
  if (method === 'getTxBySafeTxHash') return answer({ success: true, data: { txHash: params.safeTxHash } });
  answer({ success: false, error: method + ' is not supported by this host' });
});
</script></body></html>`
}

/**
 * Opens the lab's `evm` configuration framed by the Safe host, served from the lab's origin (a Playwright route), with
 * the host's RPC going through the test process; resolves with the lab's frame.
 */
export async function openInSafe(
  page: Page,
  stack: StackInfo,
  safeAddress: string,
  /** The fixture's baseURL: the lab the project runs (the dev stack's, or the React 18 build). */
  labUrl = stack.urls.lab,
): Promise<FrameLocator> {
  const rpcUrl = stack.urls.evm[31337]
  const hostUrl = `${labUrl}/__safe-host.html`
  await page.route(hostUrl, (route) =>
    route.fulfill({ contentType: 'text/html', body: safeHost('/?config=evm', rpcUrl, safeAddress) }),
  )
  await exposeSafeRpc(page, rpcUrl)
  await page.goto(hostUrl)
  return page.frameLocator('#app')
}
