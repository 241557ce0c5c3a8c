/**
 * The page-side script: window.injectedWeb3[name] = { version, enable(origin) } as polkadot{.js}-style extensions
 * install it. enable() resolves to { accounts: { get, subscribe }, signer: { signRaw } } forwarding to the Node
 * wallet through a binding. Errors arrive as plain Errors with the extension's message, like real extensions throw.
 */
export function polkadotInPageScript(binding: string, name: string, version: string): string {
  return `(() => {
  const name = ${JSON.stringify(name)};
  const call = async (method, params) => {
    const answer = JSON.parse(await window[${JSON.stringify(binding)}](JSON.stringify({ method, params })));
    if (answer.error) throw new Error(answer.error.message);
    return answer.result;
  };
  const subscribers = new Set();
  window[${JSON.stringify(`${binding}_emit`)}] = (event, payload) => {
    if (event === 'vanish') { delete window.injectedWeb3?.[name]; return; }
    if (event === 'accounts') for (const fn of [...subscribers]) { try { fn(payload); } catch (e) { setTimeout(() => { throw e; }); } }
  };
  window.injectedWeb3 = window.injectedWeb3 || {};
  window.injectedWeb3[name] = {
    version: ${JSON.stringify(version)},
    async enable(origin) {
      const ok = await call('enable', { origin });
      if (ok !== true) return ok;
      return {
        accounts: {
          get: () => call('accounts.get', {}),
          subscribe(fn) {
            subscribers.add(fn);
            call('accounts.get', {}).then(fn, () => {});
            return () => subscribers.delete(fn);
          },
        },
        signer: { signRaw: (payload) => call('signRaw', payload) },
      };
    },
  };
})();`
}
