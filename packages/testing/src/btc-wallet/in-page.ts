export interface BtcInjectedInfo {
  /** Display name (also the Wallet Standard name). */
  name: string
  /** A data: URI, so nothing is fetched from outside the machine. */
  icon: string
  /** Window path of the sats-connect provider, listed in window.btc_providers. */
  providerId: string
}

export type BtcInjectFaces = 'sats-connect' | 'wallet-standard' | 'both'

/**
 * The page-side script: a sats-connect-style provider (listed in window.btc_providers, answering JSON-RPC objects)
 * and/or a Wallet Standard wallet with bitcoin:* features, both forwarding to the Node wallet through a binding. A
 * plain string so no bundler helper leaks into it.
 */
export function btcInPageScript(binding: string, info: BtcInjectedInfo, faces: BtcInjectFaces, chain: string): string {
  return `(() => {
  const info = ${JSON.stringify(info)};
  const chain = ${JSON.stringify(chain)};
  const call = async (method, params) => {
    const answer = JSON.parse(await window[${JSON.stringify(binding)}](JSON.stringify({ method, params })));
    if (answer.error) { const e = new Error(answer.error.message); e.code = answer.error.code; throw e; }
    return answer.result;
  };
  const listeners = new Map();
  const fire = (event, payload) => { for (const fn of [...(listeners.get(event) ?? [])]) { try { fn(payload); } catch (e) { setTimeout(() => { throw e; }); } } };
  const listen = (event, fn) => { if (!listeners.has(event)) listeners.set(event, new Set()); listeners.get(event).add(fn); return () => listeners.get(event)?.delete(fn); };
  window[${JSON.stringify(`${binding}_emit`)}] = fire;
  const b64 = (bytes) => btoa(String.fromCharCode(...bytes));
  const unb64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const unhex = (hex) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
  if (${JSON.stringify(faces)} !== 'wallet-standard') {
    let nextId = 0;
    const provider = {
      async request(method, params) {
        const id = String(++nextId);
        try { return { jsonrpc: '2.0', id, result: await call(method, params) }; }
        catch (e) { return { jsonrpc: '2.0', id, error: { code: e.code === 4001 ? -32000 : (e.code ?? -32603), message: e.message } }; }
      },
      addListener(event, fn) { return listen(event, fn); },
    };
    const path = info.providerId.split('.');
    let target = window;
    for (const part of path.slice(0, -1)) { target[part] = target[part] ?? {}; target = target[part]; }
    target[path[path.length - 1]] = provider;
    window.btc_providers = [...(window.btc_providers ?? []), { id: info.providerId, name: info.name, icon: info.icon, webUrl: 'http://127.0.0.1/' }];
  }
  if (${JSON.stringify(faces)} !== 'sats-connect') {
    const FEATURES = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction', 'bitcoin:signAndSendTransaction'];
    let accounts = [];
    // Garbage from the wallet is passed through as it came, so the dapp side has to cope with it.
    const toAccount = (a) => Object.freeze({ address: a?.address, publicKey: typeof a?.publicKey === 'string' ? unhex(a.publicKey) : a?.publicKey, chains: [chain], features: FEATURES, label: a?.purpose });
    const toAccounts = (list) => Array.isArray(list) ? list.map(toAccount) : list;
    const changed = () => fire('standard:change', { accounts });
    listen('accountChange', (list) => { if (accounts.length) { accounts = toAccounts(list); changed(); } });
    listen('disconnect', () => { accounts = []; changed(); });
    const signInputs = (inputsToSign) => Object.fromEntries(inputsToSign.map((i) => [i.account.address, i.signingIndexes]));
    const wallet = {
      version: '1.0.0', name: info.name, icon: info.icon, chains: [chain],
      get accounts() { return accounts; },
      features: {
        'standard:connect': { version: '1.0.0', async connect(input) {
          const list = await call(input?.silent ? 'wallet_getAccount' : 'getAccounts', {}).catch((e) => { if (input?.silent) return []; throw e; });
          accounts = toAccounts(list); changed(); return { accounts };
        } },
        'bitcoin:connect': { version: '1.0.0', async connect(input) {
          const list = await call('getAccounts', { purposes: input?.purposes });
          accounts = toAccounts(list); changed(); return { accounts };
        } },
        'standard:disconnect': { version: '1.0.0', async disconnect() { await call('wallet_disconnect', {}); accounts = []; changed(); } },
        'standard:events': { version: '1.0.0', on(event, fn) { return listen('standard:' + event, fn); } },
        'bitcoin:signMessage': { version: '1.0.0', async signMessage(...inputs) {
          return Promise.all(inputs.map(async (i) => {
            const r = await call('signMessage', { address: i.account.address, message: new TextDecoder().decode(i.message), protocol: i.protocol === 'ecdsa' ? 'ECDSA' : 'BIP322' });
            return { signedMessage: i.message, signature: typeof r?.signature === 'string' ? unb64(r.signature) : r };
          }));
        } },
        'bitcoin:signTransaction': { version: '1.0.0', async signTransaction(...inputs) {
          return Promise.all(inputs.map(async (i) => {
            const r = await call('signPsbt', { psbt: b64(i.psbt), signInputs: signInputs(i.inputsToSign) });
            return { signedPsbt: typeof r?.psbt === 'string' ? unb64(r.psbt) : r };
          }));
        } },
        'bitcoin:signAndSendTransaction': { version: '1.0.0', async signAndSendTransaction(...inputs) {
          return Promise.all(inputs.map(async (i) => {
            const r = await call('signPsbt', { psbt: b64(i.psbt), signInputs: signInputs(i.inputsToSign), broadcast: true });
            return { txId: r?.txid };
          }));
        } },
      },
    };
    const callback = ({ register }) => register(wallet);
    try { window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback })); } catch (e) { console.error(e); }
    try { window.addEventListener('wallet-standard:app-ready', ({ detail }) => callback(detail)); } catch (e) { console.error(e); }
  }
})();`
}
