import type { MessageProtocol } from '@portico/adapter-bitcoin'
import { AppKitButton, AppKitNetworkButton, useAppKitAccount, useAppKitNetwork, useDisconnect } from '@portico/react'
import { type FormEvent, useState } from 'react'
import { Result, useAction } from '../action/action'
import { ReceiveButton } from '../ReceiveButton'
import { appKit, btcAdapter } from './setup'

export default function BitcoinConfig() {
  const account = useAppKitAccount({ namespace: 'bip122' })
  const network = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  const [message, setMessage] = useState('Hello from the Portico lab')
  const [protocol, setProtocol] = useState<MessageProtocol>('bip322')
  const [psbt, setPsbt] = useState('')
  const [signer, setSigner] = useState('')
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('10000')
  const [sign, startSign] = useAction()
  const [signPsbt, startSignPsbt] = useAction()
  const [send, startSend] = useAction()
  const [balance, startBalance] = useAction()
  const connected = account.status === 'connected'

  const onSign = (e: FormEvent) => {
    e.preventDefault()
    startSign(async () => {
      // BIP-322 goes through core (as an app would); legacy ECDSA is an adapter option core does not carry.
      if (protocol === 'bip322') return appKit.core.signMessage({ namespace: 'bip122', message })
      return btcAdapter.signMessage({ namespace: 'bip122', address: account.address ?? '', message, protocol })
    })
  }
  const onSignPsbt = (e: FormEvent) => {
    e.preventDefault()
    const address = signer || account.address || ''
    startSignPsbt(async () => {
      const result = await btcAdapter.signPsbt({
        namespace: 'bip122',
        psbt: psbt.trim(),
        signInputs: { [address]: [0] },
      })
      return result.psbt
    })
  }
  const onSend = (e: FormEvent) => {
    e.preventDefault()
    startSend(() => appKit.core.request('bip122', 'sendTransaction', { to, amount }) as Promise<string>)
  }

  return (
    <section data-testid="lab-bitcoin">
      <h2>Bitcoin wallets (sats-connect providers and Wallet Standard)</h2>
      <p>
        No Bitcoin node runs on this machine: the e2e test wallet signs real PSBTs over UTXOs the test gives it and
        keeps what it "broadcasts". Without an injected wallet the connect list is empty.
      </p>
      <p>
        <AppKitButton namespace="bip122" /> <AppKitNetworkButton /> <ReceiveButton />
      </p>
      <dl>
        <dt>status</dt>
        <dd data-testid="btc-status">{account.status}</dd>
        <dt>address</dt>
        <dd data-testid="btc-address">{account.address ?? ''}</dd>
        <dt>network</dt>
        <dd data-testid="btc-network">{network.caipNetworkId ?? ''}</dd>
      </dl>
      <table>
        <caption>Accounts of the connection</caption>
        <thead>
          <tr>
            <th scope="col">type</th>
            <th scope="col">address</th>
            <th scope="col">public key</th>
            <th scope="col">path</th>
          </tr>
        </thead>
        <tbody data-testid="btc-accounts">
          {account.allAccounts.map((a) => (
            <tr key={a.address} data-type={a.type}>
              <td>{a.type}</td>
              <td>{a.address}</td>
              <td style={{ overflowWrap: 'anywhere' }}>{'publicKey' in a ? String(a.publicKey) : ''}</td>
              <td>{'path' in a ? String(a.path) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form onSubmit={onSign}>
        <label>
          Message <input value={message} onChange={(e) => setMessage(e.target.value)} />
        </label>{' '}
        <label>
          Protocol{' '}
          <select value={protocol} onChange={(e) => setProtocol(e.target.value as MessageProtocol)}>
            <option value="bip322">BIP-322 simple</option>
            <option value="ecdsa">Legacy ECDSA</option>
          </select>
        </label>{' '}
        <button type="submit" disabled={!connected}>
          Sign message
        </button>
        <Result id="btc-sign-result" outcome={sign} />
      </form>
      <form onSubmit={onSignPsbt}>
        <label>
          PSBT (base64) <textarea value={psbt} onChange={(e) => setPsbt(e.target.value)} rows={3} cols={60} />
        </label>{' '}
        <label>
          Input 0 signed by{' '}
          <input value={signer} placeholder="current address" onChange={(e) => setSigner(e.target.value)} />
        </label>{' '}
        <button type="submit" disabled={!connected}>
          Sign PSBT
        </button>
        <Result id="btc-psbt-result" outcome={signPsbt} />
      </form>
      <form onSubmit={onSend}>
        <label>
          To <input value={to} onChange={(e) => setTo(e.target.value)} />
        </label>{' '}
        <label>
          Amount (sats) <input value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>{' '}
        <button type="submit" disabled={!connected}>
          Send transfer
        </button>
        <Result id="btc-send-result" outcome={send} />
      </form>
      <p>
        <button
          type="button"
          disabled={!connected || !network.caipNetwork}
          onClick={() =>
            startBalance(async () => {
              if (!network.caipNetwork || !account.address) throw new Error('not connected')
              const b = await btcAdapter.getBalance({
                namespace: 'bip122',
                address: account.address,
                caipNetwork: network.caipNetwork,
              })
              return `${b.balance} ${b.symbol}`
            })
          }
        >
          Read balance
        </button>
        <Result id="btc-balance-result" outcome={balance} />
      </p>
      <p>
        <button type="button" disabled={!connected} onClick={() => void disconnect({ namespace: 'bip122' })}>
          Disconnect
        </button>
      </p>
    </section>
  )
}
