import type { ComponentType } from 'react'

export interface LabConfig {
  id: string
  title: string
  description: string
  /** Loaded only when the configuration is opened, so the home page stays small. */
  load: () => Promise<{ default: ComponentType }>
  /** True until the issue that fills this configuration lands; the page says so instead of faking it. */
  pending?: string
}

export const labConfigs: LabConfig[] = [
  {
    id: 'shell',
    title: 'Shell',
    description: 'The lab shell itself: dev-stack reachability checked from the browser.',
    load: () => import('./shell/ShellConfig'),
  },
  {
    id: 'memory',
    title: 'Memory',
    description: 'The modal with in-memory wallets for eip155 and solana: approve, reject (4001) or fail on demand.',
    load: () => import('./memory/MemoryConfig'),
  },
  {
    id: 'theme',
    title: 'Theme',
    description: 'The modal on the in-memory wallets with theme mode, accent, radius, font and language switched live.',
    load: () => import('./theme/ThemeConfig'),
  },
  {
    id: 'embedded',
    title: 'Embedded',
    description: 'The modal rendered inline where <AppKitEmbedded /> is placed; nothing appended to the page body.',
    load: () => import('./embedded/EmbeddedConfig'),
  },
  {
    id: 'embedded-wallet',
    title: 'Embedded wallet',
    description:
      'Email login on the dev stack’s secure site (its own origin): the code arrives in the SMTP sink, keys stay in the frame; sign, approve or reject a transaction. ?only=solana: the Solana side alone (createEmbeddedSolanaWallet).',
    load: () => import('./embedded-wallet/EmbeddedWalletConfig'),
  },
  {
    id: 'smart-account',
    title: 'Smart account',
    description:
      'The embedded wallet with ERC-4337 on the dev stack’s bundler: a Safe owned by the email account, deployed by its first user operation; batched calls; smart account or EOA (?siwx=1 signs in with it).',
    load: () => import('./smart-account/SmartAccountConfig'),
  },
  {
    id: 'alerts',
    title: 'Alerts',
    description:
      'The modal on the in-memory wallets with ?project=<id>: an unknown project, portico-dev-foreign-origin or portico-dev-rate-limited raise their §8 alert once.',
    load: () => import('./alerts/AlertsConfig'),
  },
  {
    id: 'relay-refusals',
    title: 'Relay refusals',
    description:
      'WalletConnect on the dev relay with ?project=<id>: portico-dev-relay-unknown, portico-dev-relay-foreign-origin or portico-dev-relay-clock-behind is refused and its §8 alert shows; a memory Solana wallet beside it.',
    load: () => import('./relay-refusals/RelayRefusalsConfig'),
  },
  {
    id: 'evm',
    title: 'EVM',
    description: 'Injected and EIP-6963 wallets on the local anvil chains 31337 and 31338.',
    load: () => import('./evm/EvmConfig'),
  },
  {
    id: 'faults',
    title: 'Faults',
    description:
      'The EVM lab over a wallet that misbehaves on purpose: ?fault=<method>:<hang|reject|garbage|throw-string|throw-null|throw-object|late-<ms>>, ?announce=<ms>, ?twice=<rdns>; a healthy second wallet beside it.',
    load: () => import('./faults/FaultsConfig'),
  },
  {
    id: 'siwx',
    title: 'Sign in with X',
    description:
      'EVM sign-in after connect: sessions on the dev apps/api behind an HTTP-only cookie (?storage=local keeps them in the browser), ?required=0 for optional.',
    load: () => import('./siwx/SiwxConfig'),
  },
  {
    id: 'walletconnect',
    title: 'WalletConnect',
    description: 'QR pairing with a wallet on the real wallet SDK over the local relay.',
    load: () => import('./walletconnect/WalletConnectConfig'),
  },
  {
    id: 'walletconnect-project-id',
    title: 'WalletConnect from a projectId',
    description:
      'createAppKit with only projectId and apiUrl: WalletConnect over the relay the service names; ?adapters=none has no adapter at all.',
    load: () => import('./walletconnect-project-id/ProjectIdConfig'),
  },
  {
    id: 'solana',
    title: 'Solana',
    description: 'Wallet Standard wallets over the local Solana RPC (LiteSVM): sign, SOL and SPL transfers, clusters.',
    load: () => import('./solana/SolanaConfig'),
  },
  {
    id: 'bitcoin',
    title: 'Bitcoin',
    description: 'sats-connect and Wallet Standard Bitcoin wallets: payment/ordinal accounts, BIP-322 and ECDSA, PSBT.',
    load: () => import('./bitcoin/BitcoinConfig'),
  },
  {
    id: 'polkadot',
    title: 'Polkadot',
    description: 'window.injectedWeb3 extensions enabled with the app name, account choice and signRaw.',
    load: () => import('./polkadot/PolkadotConfig'),
  },
  {
    id: 'onramp',
    title: 'On-ramp',
    description:
      'Buy crypto through the sandbox provider of apps/api: quote within §9 limits, a test-card checkout in a popup on its own origin, delivery on anvil.',
    load: () => import('./onramp/OnRampConfig'),
  },
  {
    id: 'multichain',
    title: 'Multichain',
    description:
      'EVM (wagmi, anvil) and Solana (Wallet Standard, LiteSVM) connected at once: an account per namespace, switch the active chain, disconnect one or all.',
    load: () => import('./multichain/MultichainConfig'),
  },
  {
    id: 'swaps',
    title: 'Swaps',
    description:
      'Swap on the Uniswap V2 exchange of the anvil chains through apps/api: quotes as you type, slippage, approve then swap (?swaps=off: flag off).',
    load: () => import('./swaps/SwapsConfig'),
  },
]

export function findConfig(id: string | null): LabConfig | undefined {
  return labConfigs.find((c) => c.id === id)
}
