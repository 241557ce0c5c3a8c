import type { ChainNamespace } from '@portico/common'
import type { SOCIAL_PROVIDERS } from '../options/options'

// The seam between core (and the modal's views) and an embedded-wallet adapter (`type: 'auth'` connector). Core and
// scaffold never import the embedded-wallet package: they talk to its connector's provider through these types.

/** §5: the id of the email/social auth connector, on every namespace it serves. */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/** An unsafe request as the user is asked to approve it (§4 ApproveTransaction), decoded by the adapter. */
export interface ApprovalRequest {
  namespace: ChainNamespace
  /** The RPC method, e.g. eth_sendTransaction, eth_signTypedData_v4, solana_signTransaction. */
  method: string
  /** Recipient (for an ERC-20 transfer: the token's recipient, not the contract). */
  to?: string
  /** Native amount, formatted with the network's symbol, e.g. "1.5 ETH". */
  value?: string
  /** ERC-20 transfer: the token contract and the raw amount (base units), formatted when decimals are known. */
  token?: { address: string; amount: string }
  /** Estimated network fee, formatted with the network's symbol. */
  fee?: string
  /** For typed data: the primary type and domain name shown instead of a transfer. */
  summary?: string
  /** A batch (EIP-5792 wallet_sendCalls) sent as one user operation: how many calls it holds; the modal words it. */
  calls?: number
  /** Until when what is asked stays granted (a session's expiry), in Unix seconds; the modal formats it. */
  expiresAt?: number
}

/** What core gives an auth adapter: the modal's answer to an unsafe request, and the unknown-method rule (§4). */
export interface AuthHost {
  /** Opens ApproveTransaction; true when the user approved, false when they rejected or closed the modal. */
  approve(request: ApprovalRequest): Promise<boolean>
  /** An RPC method the embedded wallet does not serve: modal opens, error logged, message after 300 ms. */
  unsupported(method: string): void
  /** AppKit's enableAuthLogger: false when the app wants the embedded wallet's errors kept out of the console. */
  readonly log?: boolean
}

/** A failure of an auth step as the views read it (the frame's code, and what apps/api added). */
export interface AuthFailure {
  code: string
  message: string
  attemptsLeft?: number
  retryAfter?: number
}

/** The auth connector's provider: what the email views call. Every step runs inside the secure-site frame. */
export interface AuthConnectorProvider {
  readonly kind: 'portico-auth'
  /** Loads the frame ahead of use (the Connect view shows with email login enabled). */
  preload(): void
  connectEmail(email: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE'>
  /** Resolves once this device was approved from the mail (the frame then mailed a code). */
  connectDevice(email: string): Promise<void>
  connectOtp(email: string, otp: string): Promise<void>
  /** Farcaster sign-in (§4 ConnectingFarcaster): opens a channel and gives its URI, for the QR code and the link. */
  farcasterStart?(): Promise<string>
  /**
   * Resolves once the user approved the channel of `uri` (farcasterStart's answer) in their Farcaster client and is
   * signed in; rejects when it expired or was refused.
   */
  farcasterWait?(uri: string): Promise<void>
  /** The view was left: stop waiting for the channel (the pending farcasterWait rejects). */
  farcasterCancel?(): void
  /**
   * Social login (§4): opens the 600×800 popup at once — call it in the user's click, or the browser blocks it — and
   * resolves once the frame signed in; the user closing the popup rejects with POPUP_CLOSED. Absent: no social login.
   */
  connectSocial?(provider: (typeof SOCIAL_PROVIDERS)[number]): Promise<void>
  /** The signed-in user's email and social name, when there is one. */
  user(): { email: string | null; username: string | null; provider: string } | undefined
  exportPrivateKey(namespace: 'eip155' | 'solana'): Promise<void>
  /** §4 email update, first step: the frame asks apps/api to mail a code to the current address. */
  updateEmail(newEmail: string): Promise<void>
  /** A PRIMARY code mails one to the new address ('SECONDARY'); a SECONDARY code moves the account ('DONE'). */
  updateEmailVerify(otp: string, step: 'PRIMARY' | 'SECONDARY'): Promise<'SECONDARY' | 'DONE'>
  /** The pending step's code again; apps/api refuses it sooner than §4's 30 s after the last one. */
  updateEmailResend?(): Promise<void>
  /** §3 account type of the eip155 account, for an embedded wallet that can answer with a smart account (issue 19). */
  accountType?(): AuthAccountType | undefined
  /** SmartAccountSettings: stores the choice and answers with that account from now on (it survives a reload). */
  setPreferredAccountType?(type: 'smartAccount' | 'eoa'): Promise<void>
}

/** What SmartAccountSettings and the account state read from an embedded wallet with ERC-4337. */
export interface AuthAccountType {
  /** The type the wallet answers with: the stored choice (§9 default smartAccount) where the network has one. */
  preferredAccountType: 'smartAccount' | 'eoa'
  /** The current network has a smart account: listed by the service and given a bundler by the app. */
  smartAccountAvailable: boolean
  /** The smart account answers and has code on chain. */
  smartAccountDeployed: boolean
  /** §3 the service's smartAccountEnabledNetworks (chain ids). */
  smartAccountEnabledNetworks: number[]
}

export function isAuthConnectorProvider(value: unknown): value is AuthConnectorProvider {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'portico-auth'
}

/** Reads an auth failure (code, attempts left, retry-after) off an error thrown by the provider. */
export function authFailureOf(error: unknown): AuthFailure | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const e = error as {
    frameCode?: unknown
    code?: unknown
    message?: unknown
    attemptsLeft?: unknown
    retryAfter?: unknown
  }
  const code = typeof e.frameCode === 'string' ? e.frameCode : typeof e.code === 'string' ? e.code : undefined
  if (!code) return undefined
  return {
    code,
    message: typeof e.message === 'string' ? e.message : '',
    ...(typeof e.attemptsLeft === 'number' ? { attemptsLeft: e.attemptsLeft } : {}),
    ...(typeof e.retryAfter === 'number' ? { retryAfter: e.retryAfter } : {}),
  }
}
