import { DEV_CONTRACTS, porticoDevTokenAbi } from '@portico/dev-contracts'
import { AppKitButton, AppKitNetworkButton, useAppKit, useAppKitAccount, useAppKitProvider } from '@portico/react'
import { useState } from 'react'
import { encodeFunctionData } from 'viem'
import { devStack } from '../../stack'
import { GrantSession } from './GrantSession'
import { SponsoredCalls } from './SponsoredCalls'
import { appKit, siwx, withSessions } from './setup'

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

/** Two dev accounts (anvil's second and third): where the lab's transfers go. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SECOND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const MESSAGE = 'Hello from the Portico lab'
/** A PUSD transfer the smart account cannot pay (it holds none): the call reverts. */
const UNPAYABLE = encodeFunctionData({ abi: porticoDevTokenAbi, functionName: 'transfer', args: [RECIPIENT, 1n] })

function outcome(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown }
  return `error ${String(e?.code ?? '')}: ${String(e?.message ?? error)}`
}

/** Funds an address on the page's chain the way the dev stack funds its accounts (anvil_setBalance, 1 ETH). */
async function fund(address: string, chainId: string): Promise<void> {
  const rpc = (devStack?.evm as Record<string, string> | undefined)?.[chainId]
  if (!rpc) throw new Error('no dev chain')
  await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, '0xde0b6b3a7640000'] }),
  })
}

export default function SmartAccountConfig() {
  const account = useAppKitAccount({ namespace: 'eip155' })
  const { walletProvider } = useAppKitProvider<Eip1193>('eip155')
  const { open } = useAppKit()
  const [results, setResults] = useState<Record<string, string>>({})
  const set = (key: string) => (value: string) => setResults((r) => ({ ...r, [key]: value }))
  const chainId = account.caipAddress?.split(':')[1] ?? ''
  const info = account.embeddedWalletInfo

  const call = (method: string, params: unknown[], key: string, show = (r: unknown) => String(r)) => {
    if (!walletProvider) return
    set(key)('waiting')
    walletProvider.request({ method, params }).then(
      (result) => set(key)(show(result)),
      (error: unknown) => set(key)(outcome(error)),
    )
  }
  const batchId = results.batch?.startsWith('0x') ? results.batch : undefined
  /** EIP-5792 wallet_sendCalls as an app sends it: atomic, on the connected chain; shows the batch id. */
  const sendCalls = (calls: { to: string; value?: string; data?: string }[], key: string) =>
    call(
      'wallet_sendCalls',
      [
        {
          version: '2.0.0',
          chainId: `0x${Number(chainId).toString(16)}`,
          from: account.address,
          atomicRequired: true,
          calls,
        },
      ],
      key,
      (r) => String((r as { id?: unknown }).id),
    )

  return (
    <section data-testid="lab-smart-account">
      <h2>Smart account (ERC-4337 on the embedded wallet)</h2>
      <p>
        <AppKitButton /> <AppKitNetworkButton />{' '}
        <button type="button" onClick={() => void open({ view: 'SmartAccountSettings' })}>
          Account type
        </button>{' '}
        <button
          type="button"
          onClick={() => void open({ view: 'Swap', arguments: { amount: '25', fromToken: 'PUSD', toToken: 'ETH' } })}
        >
          Swap 25 PUSD to ETH
        </button>
      </p>
      <table>
        <tbody>
          <tr>
            <th>status</th>
            <td data-testid="hook-status">{account.status}</td>
          </tr>
          <tr>
            <th>address</th>
            <td data-testid="hook-address">{account.address ?? '—'}</td>
          </tr>
          <tr>
            <th>account type</th>
            <td data-testid="hook-account-type">{info?.accountType ?? '—'}</td>
          </tr>
          <tr>
            <th>smartAccountDeployed</th>
            <td data-testid="hook-deployed">{String(info?.isSmartAccountDeployed ?? false)}</td>
          </tr>
          <tr>
            <th>smartAccountEnabledNetworks</th>
            <td data-testid="hook-enabled-networks">
              {(appKit.core.state.chain.chains.eip155?.networkState.smartAccountEnabledNetworks ?? []).join(', ')}
            </td>
          </tr>
        </tbody>
      </table>
      <fieldset disabled={!account.isConnected}>
        <legend>Requests from the app</legend>
        <button
          type="button"
          onClick={() => {
            if (account.address) void fund(account.address, chainId).then(() => set('fund')('funded'))
          }}
        >
          Fund 1 ETH
        </button>{' '}
        <output data-testid="fund-result">{results.fund}</output>
        <br />
        <button type="button" onClick={() => call('personal_sign', [MESSAGE, account.address], 'sign')}>
          Sign a message
        </button>{' '}
        <output data-testid="sign-result">{results.sign}</output>
        <br />
        <button
          type="button"
          onClick={() =>
            call('eth_sendTransaction', [{ from: account.address, to: RECIPIENT, value: '0x38d7ea4c68000' }], 'tx')
          }
        >
          Send 0.001 ETH
        </button>{' '}
        <output data-testid="tx-result">{results.tx}</output>
        <br />
        <button
          type="button"
          onClick={() => call('wallet_getCapabilities', [account.address], 'capabilities', (r) => JSON.stringify(r))}
        >
          Capabilities
        </button>{' '}
        <output data-testid="capabilities-result">{results.capabilities}</output>
        <br />
        <button
          type="button"
          onClick={() =>
            sendCalls(
              [
                { to: RECIPIENT, value: '0x3e8' },
                { to: SECOND, value: '0x7d0' },
              ],
              'batch',
            )
          }
        >
          Send two calls as one batch
        </button>{' '}
        <output data-testid="batch-result">{results.batch}</output>
        <br />
        <button
          type="button"
          onClick={() =>
            sendCalls(
              [
                { to: RECIPIENT, value: '0x1' },
                { to: DEV_CONTRACTS.token, data: UNPAYABLE },
              ],
              'revert',
            )
          }
        >
          Send a batch that reverts
        </button>{' '}
        <output data-testid="revert-result">{results.revert}</output>
        <br />
        <button
          type="button"
          disabled={!batchId}
          onClick={() => call('wallet_getCallsStatus', [batchId], 'status', (r) => JSON.stringify(r))}
        >
          Batch status
        </button>{' '}
        <output data-testid="status-result">{results.status}</output>
        {walletProvider && <SponsoredCalls provider={walletProvider} chainId={chainId} from={account.address} />}
        {withSessions && walletProvider && (
          <GrantSession
            provider={walletProvider}
            chainId={chainId}
            open={() => void open({ view: 'SmartSessionList' })}
          />
        )}
      </fieldset>
      <p data-testid="sign-message" hidden>
        {MESSAGE}
      </p>
      {siwx && <p data-testid="smart-siwx">Sign-in with the account is required (?siwx=1).</p>}
    </section>
  )
}
