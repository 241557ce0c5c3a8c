import { createEmbeddedSolanaWallet, createEmbeddedWallet } from '@portico/embedded-wallet'
import { devStack } from '../../stack'
import { evmNetworks } from '../evm/chains'
import { params } from '../page'
import { localnet } from '../solana/chains'

/** The dev stack's secure site (apps/secure-site); without a stack, the address `pnpm lab` gives it by default. */
export const secureSiteUrl = typeof devStack?.secureSite === 'string' ? devStack.secureSite : 'http://127.0.0.1:8788'

/**
 * `?only=solana`: the wallet's Solana side alone (createEmbeddedSolanaWallet), as an app whose EVM side is another
 * adapter takes it; the page then has no EVM network.
 */
export const solanaOnly = params.get('only') === 'solana'

export const networks = solanaOnly ? ([localnet] as const) : ([...evmNetworks, localnet] as const)

// Email login on the real secure site: the frame holds the keys; apps/api mails the code to the dev stack's SMTP sink.
export const embedded = solanaOnly
  ? createEmbeddedSolanaWallet({ secureSiteUrl, projectId: 'portico-dev' })
  : createEmbeddedWallet({ secureSiteUrl, projectId: 'portico-dev' })
