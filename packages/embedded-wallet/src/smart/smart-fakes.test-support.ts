import { localEvm } from '@portico/common/networks'
import type { ApprovalRequest } from '@portico/core'
import { type Mock, vi } from 'vitest'
import { createEvmProvider } from '../adapter/evm-provider'
import { connectedSession, recordingHost } from '../adapter/session-fakes.test-support'
import type { FrameMessenger } from '../messenger/frame-messenger'
import type { PaymasterServiceCapability } from './paymaster'
import type { SmartAccount, SmartCall, UserOperationOutcome } from './smart-account'

// The embedded EVM provider answering with a fake smart account, for the unit tests of what sits on it.

export const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SMART = '0x1111111111111111111111111111111111111111'
export const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
export const OP = `0x${'aa'.repeat(32)}` as const
export const TX = `0x${'bb'.repeat(32)}` as const

export const mined = (success = true): UserOperationOutcome => ({
  success,
  transactionHash: TX,
  blockHash: `0x${'cc'.repeat(32)}`,
  blockNumber: 7n,
  gasUsed: 21_000n,
  status: success ? 'success' : 'reverted',
})

/** A smart account that records what it was asked to send; the real one is exercised by the e2e spec. */
export function fakeAccount(outcome = mined(), extra: Partial<SmartAccount> = {}) {
  const sent: SmartCall[][] = []
  /** The paymaster each send named (undefined: the account's default). */
  const paymasters: (PaymasterServiceCapability | undefined)[] = []
  let receipt: UserOperationOutcome | undefined
  const account: SmartAccount = {
    address: SMART,
    isDeployed: async () => receipt !== undefined,
    signMessage: async () => `0x${'dd'.repeat(65)}`,
    signTypedData: async () => `0x${'ee'.repeat(65)}`,
    send: async (calls, paymaster) => {
      sent.push([...calls])
      paymasters.push(paymaster)
      return OP
    },
    wait: async () => {
      receipt = outcome
      return outcome
    },
    receipt: async () => receipt,
    ...extra,
  }
  return { account, sent, paymasters, settle: () => (receipt = outcome) }
}

export interface FakeWallet {
  provider: ReturnType<typeof createEvmProvider>
  approvals: ApprovalRequest[]
  smart: ReturnType<typeof fakeAccount>
  frame: Mock<() => Promise<{ signature: string }>>
  minedSpy: Mock<() => void>
}

export function setup(approve: boolean, smart = fakeAccount()): FakeWallet {
  const frame = vi.fn(async () => ({ signature: `0x${'cd'.repeat(65)}` }))
  const session = connectedSession({ request: frame } as unknown as FrameMessenger, OWNER)
  const { host, approvals } = recordingHost(approve)
  const minedSpy = vi.fn<() => void>()
  const provider = createEvmProvider({
    session,
    host: () => host,
    network: () => localEvm,
    switchChain: async () => undefined,
    smart: () => Promise.resolve(smart.account),
    mined: minedSpy,
  })
  return { provider, approvals, smart, frame, minedSpy }
}
