import type { ICore, IVerify } from '@walletconnect/types'

/**
 * A verify stand-in for a relay that is not WalletConnect's. The sign client's own verify, in a browser, registers
 * every proposal through a hidden iframe on verify.walletconnect.org and waits (up to 5 s) for it before it
 * publishes the proposal, so the QR would appear only after that wait whenever the service is unreachable. There
 * is no option to turn it off; `ICore.verify` is the public, typed seat of that component, and this one answers
 * what a non-browser client answers: no attestation. The wallet then sees validation UNKNOWN, as it does for any
 * dapp that did not register.
 */
export function offlineVerify(core: ICore): IVerify {
  return {
    core,
    logger: core.logger,
    store: core.storage,
    context: 'portico-offline-verify',
    register: async () => undefined,
    // Dapps do not resolve attestations; a wallet built on this core would see "unknown" for every request.
    resolve: async () => ({ origin: '' }),
  }
}
