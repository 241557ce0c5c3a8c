import type { DevStack } from './types'

/** The lines printed when a stack is up: one URL per piece, the accounts, and the measured start time. */
export function formatSummary(stack: DevStack): string[] {
  const lines = ['portico dev stack']
  const { evm, api, lab } = stack.urls
  if (evm) for (const [chainId, url] of Object.entries(evm)) lines.push(`  evm ${chainId}  ${url}`)
  if (api) lines.push(`  api        ${api}`)
  if (lab) lines.push(`  lab        ${lab}`)
  if (stack.urls.solana) lines.push(`  solana     ${stack.urls.solana.http} (ws ${stack.urls.solana.ws})`)
  if (stack.urls.relay) lines.push(`  relay      ${stack.urls.relay} (WalletConnect)`)
  if (stack.urls.secureSite) lines.push(`  secure     ${stack.urls.secureSite} (embedded wallet secure site)`)
  if (stack.urls.mailbox)
    lines.push(`  mail       ${stack.urls.smtp} (SMTP sink; mailbox ${stack.urls.mailbox}/messages)`)
  if (stack.urls.oidc) lines.push(`  oidc       ${stack.urls.oidc} (OpenID provider for the six social logins)`)
  if (stack.urls.farcasterRelay)
    lines.push(
      `  farcaster  ${stack.urls.farcasterRelay} (Farcaster sign-in relay stand-in; id registry on the chains)`,
    )
  if (stack.urls.onramp) lines.push(`  onramp     ${stack.urls.onramp} (on-ramp sandbox checkout)`)
  if (stack.urls.bundler)
    for (const [chainId, url] of Object.entries(stack.urls.bundler))
      lines.push(`  bundler ${chainId} ${url} (ERC-4337, alto)`)
  if (stack.urls.bundler && api)
    lines.push(`  paymaster  ${api}/paymaster/v1 (ERC-7677, VerifyingPaymaster; sponsors portico-dev)`)
  if (stack.urls.wcWallet) lines.push(`  wc wallet  ${stack.urls.wcWallet} (WalletConnect test wallet page)`)
  const first = stack.accounts[0]
  if (evm && first) {
    lines.push(
      `  accounts   ${stack.accounts.length} funded, first ${first.address} (keys: DEV_ACCOUNTS in @portico/testing)`,
    )
  }
  if (stack.contracts)
    lines.push(`  contracts  PUSD ${stack.contracts.token}, PBADGE ${stack.contracts.nft} (both chains)`)
  if (stack.accountAbstraction)
    lines.push(
      `  erc-4337   EntryPoint v0.7 ${stack.accountAbstraction.entryPoint}, SimpleAccountFactory ${stack.accountAbstraction.simpleAccountFactory}`,
    )
  const pieces = Object.entries(stack.pieceMs).map(([name, ms]) => `${name} ${ms} ms`)
  lines.push(`dev stack up in ${stack.startMs} ms${pieces.length ? ` (${pieces.join(', ')})` : ''}`)
  return lines
}
