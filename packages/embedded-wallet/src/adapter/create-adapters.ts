import { PorticoError } from '@portico/common'
import type { ChainAdapter } from '@portico/core'
import { fetchSmartServiceConfig, paymasterServiceUrl } from '../smart/service-config'
import { SmartAccounts } from '../smart/smart-accounts'
import { evmCallsCapability, evmCallsDeps } from './evm-calls'
import { createEvmProvider } from './evm-provider'
import { evmSendCapability } from './evm-send'
import { evmWriteCapability } from './evm-write'
import { createWalletBase, type EmbeddedWalletOptions, type LoadedWallet } from './wallet-base'

export type { AuthUserEvent, EmbeddedWalletOptions } from './wallet-base'

export interface EmbeddedWallet extends LoadedWallet {
  /** One adapter per namespace the embedded wallet serves; give both to createAppKit. */
  adapters: [ChainAdapter<'eip155'>, ChainAdapter<'solana'>]
  providers: { eip155: object; solana: object }
}

/**
 * The embedded (email/social) wallet as two adapters core talks to like any other: one `auth` connector (§5 id
 * ID_AUTH) per namespace, both on one sign-in in the secure-site frame. The eip155 side brings what needs viem (the
 * ERC-20 encoder, the smart account, ERC-7715), each fetched on first use; create-solana-wallet.ts is the wallet
 * without it.
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  let sponsored: readonly number[] = []
  const base = createWalletBase(
    options,
    ({ session, service }) =>
      new SmartAccounts({
        session,
        options: options.smartAccount,
        enabledNetworks: async () => {
          const ref = service()
          if (!ref) return []
          const config = await fetchSmartServiceConfig(ref)
          sponsored = config.paymasterEnabledNetworks
          return config.smartAccountEnabledNetworks
        },
        // ERC-7677: where the service sponsors the project's user operations, the smart account needs no ETH.
        paymasterUrl: (chainId) => {
          const ref = service()
          return ref && sponsored.includes(chainId) ? paymasterServiceUrl(ref) : undefined
        },
      }),
  )
  const { session } = base
  const smart = () => base.smartAccounts?.active(evm.currentNetwork())
  const evmProvider = createEvmProvider({
    session,
    host: base.host,
    network: () => evm.currentNetwork(),
    switchChain: async () => {
      // Chain switches go through the modal (core's switchNetwork), which tells this adapter.
      throw new PorticoError('CHAIN_NOT_SUPPORTED')
    },
    smart,
    mined: () => void base.refreshEvm(),
    service: base.service,
  })
  const evm = base.adapterFor('eip155', evmProvider)
  // The modal's Send asks the adapter, not the app's provider: the same approval and frame signing. ERC-20 sends
  // (issue 17) are the call encoded, then sent as that transaction.
  const evmSend = evmSendCapability(evmProvider, () => session.connected?.accounts.eip155)
  Object.assign(evm, evmSend, evmWriteCapability(evmSend))
  // Issue 19: EIP-5792 for core's Swap: one user operation for a batch where the smart account answers.
  Object.assign(evm, evmCallsCapability(evmProvider, evmCallsDeps(evm, smart)))

  const solana = base.solana()
  return {
    session,
    adapters: [evm, solana.adapter],
    providers: { eip155: evmProvider, solana: solana.provider },
    onAuthUser: base.onAuthUser,
  }
}
