import { DEV_CONTRACTS } from '@portico/dev-contracts'
import { useState } from 'react'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devStack } from '../../stack'

/**
 * The app's session key: anvil's fourth dev account (its key is public, worthless off a local chain), which the
 * grant names. It pays its own gas, as any key acting through a Roles modifier does.
 */
const SESSION_KEY = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const rolesAbi = parseAbi([
  'function execTransactionWithRole(address to, uint256 value, bytes data, uint8 operation, uint16 role, bool shouldRevert) returns (bool)',
])

/** What the app sends with the key: the granted PUSD transfer, or an approve the grant does not cover. */
const CALLS = {
  allowed: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 0n] }),
  outside: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [RECIPIENT, 1n] }),
}

interface Props {
  chainId: string
  /** The grant's signerMeta: the session's Roles modifier and role. */
  session: { rolesModifier: `0x${string}`; role: number }
}

/**
 * The app acting for the smart account with the granted session key, no wallet in the loop: it signs and sends
 * `execTransactionWithRole` to the session's Roles modifier, which reverts for a call the grant does not allow (or
 * once the session is revoked). Shows "mined <hash>" or the error.
 */
export function SessionSend({ chainId, session }: Props) {
  const [result, setResult] = useState<string>()
  const rpc = (devStack?.evm as Record<string, string> | undefined)?.[chainId]
  const send = (data: `0x${string}`) => {
    if (!rpc) return setResult('error: no dev chain')
    setResult('waiting')
    const transport = http(rpc)
    const wallet = createWalletClient({ account: SESSION_KEY, transport })
    const client = createPublicClient({ transport })
    wallet
      .writeContract({
        chain: null,
        address: session.rolesModifier,
        abi: rolesAbi,
        functionName: 'execTransactionWithRole',
        args: [DEV_CONTRACTS.token, 0n, data, 0, session.role, true],
      })
      .then((hash) => client.waitForTransactionReceipt({ hash }))
      .then(
        (receipt) => setResult(receipt.status === 'success' ? `mined ${receipt.transactionHash}` : 'error: reverted'),
        (error: unknown) => setResult(`error: ${String((error as { shortMessage?: unknown })?.shortMessage ?? error)}`),
      )
  }
  return (
    <span>
      <button type="button" onClick={() => send(CALLS.allowed)}>
        Session: send the granted transfer
      </button>{' '}
      <button type="button" onClick={() => send(CALLS.outside)}>
        Session: send an approve (not granted)
      </button>{' '}
      <output data-testid="session-send-result">{result}</output>
    </span>
  )
}
