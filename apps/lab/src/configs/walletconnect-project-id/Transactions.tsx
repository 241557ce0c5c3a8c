import type { SolanaAdapter } from '@portico/adapter-solana'
import { useAppKitAccount } from '@portico/react'
import { useState } from 'react'
import { appAdapter, appKit, bitcoinOnly } from './setup'

const describe = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
const failure = (error: unknown) => `error: ${(error as { code?: string }).code ?? String(error)}`

/**
 * Transactions over WalletConnect for the Solana and Bitcoin variants: Solana signs a transfer the adapter builds
 * and sends 0.01 SOL; Bitcoin signs the PSBT pasted in (input 0, the account's) and sends 25,000 sats.
 */
export function Transactions() {
  const { address } = useAppKitAccount()
  const [to, setTo] = useState('')
  const [psbt, setPsbt] = useState('')
  const [result, setResult] = useState('')
  const show = (work: () => Promise<unknown>) => {
    setResult('')
    work().then(
      (answer) => setResult(describe(answer)),
      (error: unknown) => setResult(failure(error)),
    )
  }
  const sign = () =>
    show(async () => {
      if (!address) throw new Error('not connected')
      if (bitcoinOnly) return appKit.core.request('bip122', 'signTransaction', { psbt, signInputs: { [address]: [0] } })
      const transaction = await (appAdapter as SolanaAdapter).transferTransaction({ from: address, to, amount: '0.01' })
      return appKit.core.request('solana', 'signTransaction', { transaction })
    })
  const send = () =>
    show(() =>
      bitcoinOnly
        ? appKit.core.request('bip122', 'sendTransaction', { to, amount: '25000' })
        : appKit.core.request('solana', 'sendTransaction', { to, amount: '0.01' }),
    )
  return (
    <section aria-label="Transactions">
      <p>
        <input aria-label="Recipient" value={to} onChange={(e) => setTo(e.target.value)} />{' '}
        {bitcoinOnly ? <textarea aria-label="PSBT" value={psbt} onChange={(e) => setPsbt(e.target.value)} /> : null}
      </p>
      <p>
        <button type="button" disabled={!address} onClick={sign}>
          Sign transaction
        </button>{' '}
        <button type="button" disabled={!address} onClick={send}>
          Send transaction
        </button>{' '}
        <output data-testid="tx-result">{result}</output>
      </p>
    </section>
  )
}
