export interface InjectedWalletInfo {
  uuid: string
  name: string
  /** A data: URI, so nothing is fetched from outside the machine. */
  icon: string
  rdns: string
}

/**
 * The script a page runs before its own code: an EIP-1193 provider whose requests cross to Node through an exposed
 * binding, announced by EIP-6963 and, when asked, installed as window.ethereum. It is a plain string (not a
 * serialized function) so no bundler helper can leak into it.
 */
export function inPageProviderScript(binding: string, info: InjectedWalletInfo, asWindowEthereum: boolean): string {
  return `(() => {
  const info = Object.freeze(${JSON.stringify(info)});
  const listeners = new Map();
  const provider = {
    isPorticoTestWallet: true,
    async request(args) {
      if (!args || typeof args.method !== 'string') {
        const e = new Error('Invalid request: expected { method, params }'); e.code = -32600; throw e;
      }
      const answer = JSON.parse(await window[${JSON.stringify(binding)}](JSON.stringify({ method: args.method, params: args.params })));
      if (answer.error) { const e = new Error(answer.error.message); e.code = answer.error.code; if (answer.error.data !== undefined) e.data = answer.error.data; throw e; }
      return answer.result;
    },
    on(event, fn) { if (!listeners.has(event)) listeners.set(event, new Set()); listeners.get(event).add(fn); return provider; },
    removeListener(event, fn) { listeners.get(event)?.delete(fn); return provider; },
  };
  window[${JSON.stringify(`${binding}_emit`)}] = (event, payload) => {
    for (const fn of listeners.get(event) ?? []) { try { fn(payload); } catch (e) { setTimeout(() => { throw e; }); } }
  };
  const detail = Object.freeze({ info, provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  ${asWindowEthereum ? 'if (!window.ethereum) window.ethereum = provider;' : ''}
})();`
}
