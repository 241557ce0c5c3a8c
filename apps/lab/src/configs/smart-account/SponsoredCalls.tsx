import { DEV_CONTRACTS, porticoDevTokenAbi } from '@portico/dev-contracts'
import { useState } from 'react'
import { encodeFunctionData } from 'viem'
import { devStack } from '../../stack'

/** Anvil's second account: where the sponsored PUSD transfers go. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** 1 PUSD (6 decimals): a call that needs no ETH from the account, so a sponsored account may hold none. */
const ONE_PUSD = encodeFunctionData({
  abi: porticoDevTokenAbi,
  functionName: 'transfer',
  args: [RECIPIENT, 1_000_000n],
})
/** A dev project apps/api does not sponsor (the dev stack sponsors only portico-dev). */
const UNSPONSORED_PROJECT = 'portico-dev-unverified-domain'

interface Props {
  provider: { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
  chainId: string
  from: string | undefined
}

const paymasterUrl = (projectId: string) =>
  typeof devStack?.api === 'string' ? `${devStack.api}/paymaster/v1?projectId=${projectId}` : ''

/**
 * ERC-7677 in the lab: a PUSD transfer the service's paymaster pays for (eth_sendTransaction, no capability), and
 * wallet_sendCalls naming a paymaster URL of the app's choice (capabilities.paymasterService), here one whose project
 * is not sponsored, so the wallet must refuse and send nothing.
 */
export function SponsoredCalls({ provider, chainId, from }: Props) {
  const [results, setResults] = useState<Record<string, string>>({})
  const run = (key: string, method: string, params: unknown[], show: (r: unknown) => string) => {
    setResults((r) => ({ ...r, [key]: 'waiting' }))
    provider.request({ method, params }).then(
      (answer) => setResults((r) => ({ ...r, [key]: show(answer) })),
      (error: { code?: unknown; message?: unknown }) =>
        setResults((r) => ({ ...r, [key]: `error ${String(error?.code ?? '')}: ${String(error?.message ?? error)}` })),
    )
  }
  const sendCalls = (projectId: string, key: string) =>
    run(
      key,
      'wallet_sendCalls',
      [
        {
          version: '2.0.0',
          chainId: `0x${Number(chainId).toString(16)}`,
          from,
          atomicRequired: true,
          calls: [{ to: DEV_CONTRACTS.token, data: ONE_PUSD }],
          capabilities: { paymasterService: { url: paymasterUrl(projectId) } },
        },
      ],
      (r) => String((r as { id?: unknown }).id),
    )
  return (
    <>
      <br />
      <button
        type="button"
        onClick={() =>
          run('sponsored', 'eth_sendTransaction', [{ from, to: DEV_CONTRACTS.token, data: ONE_PUSD }], String)
        }
      >
        Send 1 PUSD (sponsored)
      </button>{' '}
      <output data-testid="sponsored-result">{results.sponsored}</output>
      <br />
      <button type="button" onClick={() => sendCalls('portico-dev', 'app-paymaster')}>
        Send 1 PUSD with the app's paymaster URL
      </button>{' '}
      <output data-testid="app-paymaster-result">{results['app-paymaster']}</output>
      <br />
      <button type="button" onClick={() => sendCalls(UNSPONSORED_PROJECT, 'refused')}>
        Send 1 PUSD with an unsponsored project's paymaster
      </button>{' '}
      <output data-testid="refused-result">{results.refused}</output>
    </>
  )
}
