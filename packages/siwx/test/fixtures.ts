import type { SIWXMessageData } from '@portico/core'

// Fixed message data for deterministic message texts (the clock-dependent paths are tested with an injected clock).
export const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export function evmData(overrides: Partial<SIWXMessageData> = {}): SIWXMessageData {
  return {
    domain: 'app.example.com',
    accountAddress: EVM_ADDRESS,
    chainId: 'eip155:1',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce: 'k3J8xQ2mP9vR4tLw',
    issuedAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  }
}
