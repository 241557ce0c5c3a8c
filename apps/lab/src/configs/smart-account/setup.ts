import { DEV_SAFE_4337 } from '@portico/dev-contracts'
import { createEmbeddedWallet } from '@portico/embedded-wallet'
import { createAppKit } from '@portico/react'
import { createMessenger, createServerStorage, createSIWX } from '@portico/siwx'
import { devStack } from '../../stack'
import { secureSiteUrl } from '../embedded-wallet/setup'
import { evmNetworks } from '../evm/chains'
import { appearance, page, params } from '../page'

/** The dev stack's bundler (alto) per chain id; without one (`--no-bundler`), the wallet answers with the EOA. */
const bundlerUrls = Object.fromEntries(
  Object.entries((devStack?.bundler ?? {}) as Record<string, string>).map(([id, url]) => [Number(id), url]),
)

// The embedded wallet with ERC-4337: on a chain apps/api lists in smartAccountEnabledNetworks, the account is a Safe
// (1.4.1 + its 4337 module) owned by the frame's EOA, deployed by its first user operation.
export const embedded = createEmbeddedWallet({
  secureSiteUrl,
  projectId: 'portico-dev',
  smartAccount: { bundlerUrls, safe: DEV_SAFE_4337 },
})

/** `?sessions=1`: smart sessions on (§9 default off): SmartAccountSettings leads to SmartSessionList. */
export const withSessions = params.get('sessions') === '1'

/** `?siwx=1`: sign in with the account after connecting, verified by apps/api (ERC-6492 before deployment). */
export const withSiwx = params.get('siwx') === '1' && typeof devStack?.api === 'string'
const siwxServer =
  withSiwx && typeof devStack?.api === 'string'
    ? createServerStorage({ apiUrl: devStack.api, projectId: 'portico-dev' })
    : undefined
export const siwx = siwxServer
  ? createSIWX({
      messenger: createMessenger({
        domain: page?.host ?? 'localhost',
        uri: page?.origin ?? 'http://localhost',
        statement: 'Sign in to the Portico lab with a smart account.',
        getNonce: () => siwxServer.getNonce(),
        expiresInMs: 60 * 60_000,
      }),
      storage: siwxServer,
      required: true,
    })
  : undefined

export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(typeof devStack?.api === 'string' ? { apiUrl: devStack.api } : {}),
  networks: [...evmNetworks],
  // eip155 only: the smart account is an EVM account.
  adapters: [embedded.adapters[0]],
  ...(siwx ? { siwx } : {}),
  // The modal's Swap on the smart account: approve + swap as one user operation (the dev stack serves the exchange).
  features: { swaps: true, ...(withSessions ? { smartSessions: true } : {}) },
  ...appearance(),
  metadata: { name: 'Portico lab — smart account', description: 'ERC-4337', url: page?.origin ?? '', icons: [] },
})
