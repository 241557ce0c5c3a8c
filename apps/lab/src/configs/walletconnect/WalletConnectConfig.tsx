import { isPorticoError } from '@portico/common'
import {
  AppKitButton,
  AppKitNetworkButton,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
  useDisconnect,
} from '@portico/react'
import { type FormEvent, useState, useSyncExternalStore } from 'react'
import { parseEther } from 'viem'
import { useConnection, WagmiProvider } from 'wagmi'
import { signTypedData } from 'wagmi/actions'
import { appKit, evmAdapter, networks, relayUrl, walletConnect } from './setup'

/** EIP-712 typed data signed through the session (eth_signTypedData_v4); the e2e verifies it with viem. */
const TYPED_DATA = {
  domain: { name: 'Portico lab', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'Hello over WalletConnect' },
} as const

// A dev account that is not the test wallet's: the default recipient of sends.
const DEFAULT_RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

type Outcome = { state: 'idle' } | { state: 'busy' } | { state: 'ok'; text: string } | { state: 'error'; text: string }

function describeError(error: unknown): string {
  if (isPorticoError(error)) return `${error.code}: ${error.message}`
  return error instanceof Error ? error.message : String(error)
}

function useAction(): [Outcome, (run: () => Promise<string>) => void] {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  const start = (run: () => Promise<string>) => {
    setOutcome({ state: 'busy' })
    run().then(
      (text) => setOutcome({ state: 'ok', text }),
      (error: unknown) => setOutcome({ state: 'error', text: describeError(error) }),
    )
  }
  return [outcome, start]
}

function Result({ id, outcome }: { id: string; outcome: Outcome }) {
  const text = outcome.state === 'ok' || outcome.state === 'error' ? outcome.text : outcome.state === 'busy' ? '…' : ''
  return (
    <output data-testid={id} data-state={outcome.state} style={{ display: 'block', overflowWrap: 'anywhere' }}>
      {text}
    </output>
  )
}

function Lab() {
  const account = useAppKitAccount({ namespace: 'eip155' })
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const wagmi = useConnection()
  const { disconnect } = useDisconnect()
  const { open } = useAppKit()
  const pairing = useSyncExternalStore(walletConnect.subscribe, walletConnect.getState, walletConnect.getState)
  const [sign, startSign] = useAction()
  const [send, startSend] = useAction()
  const [typed, startTyped] = useAction()
  const [switching, startSwitch] = useAction()
  const [message, setMessage] = useState('Hello over WalletConnect')
  const [to, setTo] = useState(DEFAULT_RECIPIENT)
  const [value, setValue] = useState('0.01')
  const connected = account.status === 'connected'

  const onSign = (e: FormEvent) => {
    e.preventDefault()
    startSign(() => appKit.core.signMessage({ namespace: 'eip155', message }))
  }
  const onSend = (e: FormEvent) => {
    e.preventDefault()
    startSend(async () => {
      // The field's text goes to the wallet as typed; the adapter refuses one that is not an address.
      const result = await appKit.core.request('eip155', 'sendTransaction', {
        to: to as `0x${string}`,
        value: parseEther(value),
      })
      return `${result.status} ${result.hash} block ${result.blockNumber}`
    })
  }

  return (
    <section data-testid="lab-walletconnect">
      <h2>WalletConnect over the local relay</h2>
      <p>
        Relay <code data-testid="wc-relay-url">{relayUrl ?? 'none (start the dev stack)'}</code>; pairing{' '}
        <span data-testid="wc-pairing-status">{pairing.status}</span>
        {pairing.session ? (
          <>
            {' '}
            with <span data-testid="wc-peer">{pairing.session.peer.name}</span>
          </>
        ) : null}
      </p>
      <p>
        <AppKitButton /> <AppKitNetworkButton />{' '}
        <button type="button" disabled={connected} onClick={() => void open({ view: 'ConnectingWalletConnectBasic' })}>
          Open the QR-only view
        </button>
      </p>
      <table>
        <thead>
          <tr>
            <th />
            <th scope="col">useAppKitAccount / useAppKitNetwork</th>
            <th scope="col">wagmi useConnection</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">status</th>
            <td data-testid="portico-status">{account.status}</td>
            <td data-testid="wagmi-status">{wagmi.status}</td>
          </tr>
          <tr>
            <th scope="row">CAIP address</th>
            <td data-testid="portico-caip-address">{account.caipAddress ?? '—'}</td>
            <td data-testid="wagmi-address">{wagmi.address ?? '—'}</td>
          </tr>
          <tr>
            <th scope="row">chain</th>
            <td data-testid="portico-chain">{String(network.chainId ?? '—')}</td>
            <td data-testid="wagmi-chain">{String(wagmi.chainId)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        Modal <span data-testid="hook-open">{state.open ? 'open' : 'closed'}</span>, initialized{' '}
        <span data-testid="hook-initialized">{String(state.initialized)}</span>
      </p>

      <h3>Sign a message (personal_sign through the session)</h3>
      <form onSubmit={onSign}>
        <label>
          Message <input value={message} onChange={(e) => setMessage(e.target.value)} size={40} />
        </label>{' '}
        <button type="submit" disabled={!connected}>
          Sign message
        </button>
        <Result id="sign-result" outcome={sign} />
      </form>

      <h3>Sign typed data (eth_signTypedData_v4 through the session)</h3>
      <button
        type="button"
        disabled={!connected}
        onClick={() => startTyped(() => signTypedData(evmAdapter.wagmiConfig, TYPED_DATA))}
      >
        Sign typed data
      </button>
      <Result id="typed-result" outcome={typed} />

      <h3>Send a native transaction (eth_sendTransaction through the session, receipt from anvil)</h3>
      <form onSubmit={onSend}>
        <label>
          To <input value={to} onChange={(e) => setTo(e.target.value)} size={44} />
        </label>{' '}
        <label>
          Value (ETH) <input value={value} onChange={(e) => setValue(e.target.value)} size={8} />
        </label>{' '}
        <button type="submit" disabled={!connected}>
          Send transaction
        </button>
        <Result id="send-result" outcome={send} />
      </form>

      <h3>Switch network from the dapp</h3>
      {networks.map((n) => (
        <button
          key={n.caipNetworkId}
          type="button"
          disabled={!connected || network.caipNetworkId === n.caipNetworkId}
          onClick={() => startSwitch(() => appKit.switchNetwork(n).then(() => `switched to ${n.caipNetworkId}`))}
        >
          Switch to {n.name}
        </button>
      ))}
      <Result id="switch-result" outcome={switching} />

      {connected ? (
        <p>
          <button type="button" onClick={() => void disconnect({ namespace: 'eip155' })}>
            Disconnect from the app
          </button>
        </p>
      ) : null}
    </section>
  )
}

export default function WalletConnectConfig() {
  return (
    <WagmiProvider config={evmAdapter.wagmiConfig}>
      <Lab />
    </WagmiProvider>
  )
}
