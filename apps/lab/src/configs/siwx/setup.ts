import { createWagmiAdapter } from '@portico/adapter-wagmi'
import { type CaipNetwork, withRpcUrl } from '@portico/common'
import { localEvm, localEvm2 } from '@portico/common/networks'
import { createAppKit } from '@portico/react'
import {
  createLocalStorage,
  createMemoryNonceStore,
  createMessenger,
  createServerStorage,
  createSIWX,
  type SIWXStorage,
} from '@portico/siwx'
import { createEvmVerifier } from '@portico/siwx/evm'
import { devStack } from '../../stack'
import { appearance, page, params } from '../page'

const localChain = (network: CaipNetwork<'eip155'>, chainId: '31337' | '31338'): CaipNetwork<'eip155'> => {
  const rpc = devStack?.evm?.[chainId]
  return { ...(rpc ? withRpcUrl(network, rpc) : network), testnet: false }
}
export const networks: [CaipNetwork, ...CaipNetwork[]] = [localChain(localEvm, '31337'), localChain(localEvm2, '31338')]

/** `?storage=local` keeps sessions in this browser (verified here); the default is the dev stack's apps/api. */
export const storageKind = params.get('storage') === 'local' || !devStack?.api ? 'local' : 'server'
/** `?required=0` makes sign-in optional (§4: cancel then only closes). */
export const required = params.get('required') !== '0'
/** `?signOut=0` keeps the session when the wallet disconnects. */
const signOutOnDisconnect = params.get('signOut') !== '0'

const domain = page?.host ?? 'localhost'
const uri = page?.origin ?? 'http://localhost'
const nonces = createMemoryNonceStore()
const server =
  storageKind === 'server' && devStack?.api
    ? createServerStorage({ apiUrl: devStack.api, projectId: 'portico-dev' })
    : undefined
const storage: SIWXStorage = server ?? createLocalStorage()

export const siwx = createSIWX({
  messenger: createMessenger({
    domain,
    uri,
    statement: 'Sign in to the Portico lab.',
    getNonce: () => (server ? server.getNonce() : nonces.issue()),
    expiresInMs: 60 * 60_000,
  }),
  storage,
  // The server verifies itself; locally the EVM verifier (EIP-191, and EIP-1271/6492 would need a client) and the
  // page's nonce store do.
  ...(server ? {} : { verifiers: [createEvmVerifier()], nonces, domains: [domain] }),
  required,
  signOutOnDisconnect,
})

export const evmAdapter = createWagmiAdapter({ networks })

export const appKit = createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks,
  adapters: [evmAdapter],
  siwx,
  metadata: { name: 'Portico lab', description: 'Sign in with X', url: uri, icons: [] },
  ...appearance(),
})
