import { DEV_CONTRACTS } from '@portico/dev-contracts'
import { useState } from 'react'

/** The key the app's backend would act with (anvil's fourth account): what the session is granted to. */
const SESSION_KEY = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

interface Props {
  provider: { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
  chainId: string
  open(): void
}

/**
 * ERC-7715 `wallet_grantPermissions` as an AppKit app sends it (its smart-session package's request shape): one
 * contract-call permission on the dev token for an hour, to the app's key. Shows the permissions context.
 */
export function GrantSession({ provider, chainId, open }: Props) {
  const [result, setResult] = useState<string>()
  const grant = () => {
    setResult('waiting')
    provider
      .request({
        method: 'wallet_grantPermissions',
        params: [
          {
            chainId: `0x${Number(chainId).toString(16)}`,
            expiry: Math.floor(Date.now() / 1000) + 3600,
            signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: SESSION_KEY }] } },
            permissions: [
              {
                type: 'contract-call',
                data: { address: DEV_CONTRACTS.token, functions: [{ functionName: 'transfer' }] },
              },
            ],
            policies: [],
          },
        ],
      })
      .then(
        (answer) => setResult(String((answer as { context?: unknown }).context)),
        (error: unknown) => setResult(`error: ${String((error as { message?: unknown })?.message ?? error)}`),
      )
  }
  return (
    <p>
      <button type="button" onClick={grant}>
        Grant a session
      </button>{' '}
      <output data-testid="grant-result">{result}</output>{' '}
      <button type="button" onClick={open}>
        Smart sessions
      </button>
    </p>
  )
}
