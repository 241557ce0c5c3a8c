import { createLocalStorage, createMemoryNonceStore, createMessenger, createSIWX } from '@portico/siwx'
import { createEvmVerifier } from '@portico/siwx/evm'

/**
 * `?siwx=1`: sign-in with one-click over WalletConnect (§5). Every network of this configuration is EVM, so the
 * pairing asks `wc_sessionAuthenticate` and the wallet's CACAO becomes the session (kept in this browser, verified
 * here with the EVM verifier and the page's nonce store). The same config goes to the client and to the modal.
 */
export function labSiwx(page: Location | undefined) {
  const domain = page?.host ?? 'localhost'
  const nonces = createMemoryNonceStore()
  return createSIWX({
    messenger: createMessenger({
      domain,
      uri: page?.origin ?? 'http://localhost',
      statement: 'Sign in to the Portico lab.',
      getNonce: () => nonces.issue(),
      expiresInMs: 60 * 60_000,
    }),
    storage: createLocalStorage(),
    verifiers: [createEvmVerifier()],
    nonces,
    domains: [domain],
    required: true,
  })
}
