import { SOLANA_WALLET_FEATURES } from './chains'

export interface InPageSolanaWalletInfo {
  name: string
  icon: string
  chains: readonly string[]
}

/**
 * The script a page runs before its own code: a Wallet Standard wallet whose features cross to Node through an
 * exposed binding (bytes travel as base64), registered by the standard's window events. A plain string, so no
 * bundler helper leaks into it.
 */
export function inPageSolanaWalletScript(binding: string, info: InPageSolanaWalletInfo): string {
  return `(() => {
  const info = ${JSON.stringify(info)};
  const accountFeatures = ${JSON.stringify(SOLANA_WALLET_FEATURES.filter((f) => f.startsWith('solana:')))};
  const b64 = { encode: (bytes) => { let s = ''; for (const b of bytes) s += String.fromCharCode(b); return btoa(s); },
    decode: (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0)) };
  const call = async (method, params) => {
    const answer = JSON.parse(await window[${JSON.stringify(binding)}](JSON.stringify({ method, params })));
    if (answer.error) { const e = new Error(answer.error.message); e.code = answer.error.code; e.name = 'WalletError'; throw e; }
    return answer.result;
  };
  const accountObjects = new Map();
  let exposed = [];
  const toAccount = (a) => {
    let account = accountObjects.get(a.address);
    if (!account) {
      account = Object.freeze({ address: a.address, publicKey: b64.decode(a.publicKey), chains: info.chains.slice(), features: accountFeatures.slice() });
      accountObjects.set(a.address, account);
    }
    return account;
  };
  const listeners = new Set();
  const setAccounts = (list) => {
    exposed = list.map(toAccount);
    for (const fn of [...listeners]) { try { fn({ accounts: exposed }); } catch (e) { setTimeout(() => { throw e; }); } }
  };
  const wallet = {
    version: '1.0.0', name: info.name, icon: info.icon,
    get chains() { return info.chains.slice(); },
    get accounts() { return exposed.slice(); },
    features: {
      'standard:connect': { version: '1.0.0', connect: async (input) => {
        const list = await call('connect', { silent: Boolean(input && input.silent) });
        exposed = list.map(toAccount);
        return { accounts: exposed.slice() };
      } },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => { await call('disconnect', {}); exposed = []; } },
      'standard:events': { version: '1.0.0', on: (event, fn) => {
        if (event !== 'change') return () => {};
        listeners.add(fn); return () => listeners.delete(fn);
      } },
      'solana:signMessage': { version: '1.1.0', signMessage: async (...inputs) => {
        const out = [];
        for (const input of inputs) {
          const r = await call('signMessage', { address: input.account.address, message: b64.encode(input.message) });
          out.push({ signedMessage: b64.decode(r.signedMessage), signature: b64.decode(r.signature) });
        }
        return out;
      } },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction: async (...inputs) => {
        const out = [];
        for (const input of inputs) {
          const r = await call('signTransaction', { address: input.account.address, transaction: b64.encode(input.transaction), chain: input.chain });
          out.push({ signedTransaction: b64.decode(r) });
        }
        return out;
      } },
      'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signAndSendTransaction: async (...inputs) => {
        const out = [];
        for (const input of inputs) {
          const r = await call('signAndSendTransaction', { address: input.account.address, transaction: b64.encode(input.transaction), chain: input.chain, options: input.options || {} });
          out.push({ signature: b64.decode(r) });
        }
        return out;
      } },
    },
  };
  const unregisters = [];
  const callback = ({ register }) => { unregisters.push(register(wallet)); };
  const onReady = (event) => callback(event.detail);
  window.addEventListener('wallet-standard:app-ready', onReady);
  const event = new Event('wallet-standard:register-wallet');
  Object.defineProperty(event, 'detail', { value: callback });
  window.dispatchEvent(event);
  window[${JSON.stringify(`${binding}_event`)}] = (payload) => {
    if (payload.gone) { window.removeEventListener('wallet-standard:app-ready', onReady); for (const fn of unregisters.splice(0)) fn(); exposed = []; return; }
    setAccounts(payload.accounts);
  };
  // A reloaded page asks for nothing: an approved site sees its accounts at once, as with a real extension.
  call('connect', { silent: true }).then((list) => { if (list.length && !exposed.length) exposed = list.map(toAccount); }, () => {});
})();`
}
