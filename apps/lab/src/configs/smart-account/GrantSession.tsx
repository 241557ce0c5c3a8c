import { DEV_CONTRACTS } from '@portico/dev-contracts'
import { lazy, Suspense, useState } from 'react'
import { erc20Abi } from 'viem'

/** The key the app acts with (anvil's fourth account, see SessionSend): what the session is granted to. */
const SESSION_KEY = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

// Loaded once a session is granted: the configuration's first visit compiles less on the lab's cold dev server.
const SessionSend = lazy(() => import('./SessionSend').then((m) => ({ default: m.SessionSend })))

interface Props {
  provider: { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
  chainId: string
  open(): void
}

interface Granted {
  context?: unknown
  signerMeta?: { rolesModifier: `0x${string}`; role: number }
}

/**
 * ERC-7715 `wallet_grantPermissions` as an AppKit app sends it (its smart-session package's request shape): one
 * contract-call permission (PUSD's transfer) for an hour, to the app's key. Shows the permissions context, then lets
 * the app act with the key (SessionSend).
 */
export function GrantSession({ provider, chainId, open }: Props) {
  const [result, setResult] = useState<string>()
  const [session, setSession] = useState<Granted['signerMeta']>()
  const grant = () => {
    setResult('waiting')
    setSession(undefined)
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
                data: { address: DEV_CONTRACTS.token, abi: erc20Abi, functions: [{ functionName: 'transfer' }] },
              },
            ],
            policies: [],
          },
        ],
      })
      .then(
        (answer) => {
          setResult(String((answer as Granted).context))
          setSession((answer as Granted).signerMeta)
        },
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
      {session && (
        <Suspense>
          <SessionSend chainId={chainId} session={session} />
        </Suspense>
      )}
    </p>
  )
}
