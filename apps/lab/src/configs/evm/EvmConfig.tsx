import { isPorticoError } from '@portico/common'
import { DEV_CONTRACTS, porticoDevTokenAbi } from '@portico/dev-contracts'
import {
  AppKitButton,
  AppKitNetworkButton,
  useAppKitAccount,
  useAppKitBalance,
  useAppKitConnections,
  useAppKitNetwork,
  useAppKitState,
  useDisconnect,
  useWalletInfo,
} from '@portico/react'
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useState } from 'react'
import { parseEther, parseUnits } from 'viem'
import { useConnection, WagmiProvider } from 'wagmi'
import { ReceiveButton } from '../ReceiveButton'
import { agreementLog, disagreement, type SideState } from './agreement'
import { appKit, evmAdapter, networks } from './setup'

// A dev account that is not the test wallet's: the default recipient of sends and token transfers.
const DEFAULT_RECIPIENT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

type Outcome = { state: 'idle' } | { state: 'busy' } | { state: 'ok'; text: string } | { state: 'error'; text: string }

function describeError(error: unknown): string {
  if (isPorticoError(error)) return `${error.code}: ${error.message}`
  return error instanceof Error ? error.message : String(error)
}

/** Runs an action and keeps its outcome for the page (and the e2e tests) to read. */
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

function Row({ label, id, portico, wagmi }: { label: string; id: string; portico: ReactNode; wagmi: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td data-testid={`portico-${id}`}>{portico}</td>
      <td data-testid={`wagmi-${id}`}>{wagmi}</td>
    </tr>
  )
}

function Lab() {
  const account = useAppKitAccount({ namespace: 'eip155' })
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const wagmi = useConnection()
  const { fetchBalance } = useAppKitBalance()
  const { disconnect } = useDisconnect()
  // §4's full-disconnect list as the hooks show it: the current connector id and the wallet info are cleared too.
  const { connections } = useAppKitConnections('eip155')
  const { walletInfo } = useWalletInfo('eip155')
  const [balance, setBalance] = useState('—')
  const [sign, startSign] = useAction()
  const [send, startSend] = useAction()
  const [write, startWrite] = useAction()
  const [switching, startSwitch] = useAction()
  const [message, setMessage] = useState('Hello from the Portico lab')
  const [to, setTo] = useState(DEFAULT_RECIPIENT)
  const [value, setValue] = useState('0.01')

  const portico: SideState = { status: account.status, address: account.address, chainId: network.chainId }
  const theirs: SideState = { status: wagmi.status, address: wagmi.address, chainId: wagmi.chainId }
  const differs = disagreement(portico, theirs)

  useLayoutEffect(() => {
    agreementLog().mountedAt ??= performance.now()
  }, [])

  // After every commit: what the person saw is what gets logged, not intermediate states React never showed.
  useLayoutEffect(() => {
    const log = agreementLog()
    log.renders += 1
    if (differs) log.disagreements.push({ at: performance.now(), what: differs })
    if (log.firstConnectedAt === undefined && portico.status === 'connected' && theirs.status === 'connected') {
      log.firstConnectedAt = performance.now()
    }
  })

  useEffect(() => {
    if (!account.address || network.chainId === undefined) {
      setBalance('—')
      return
    }
    let live = true
    void fetchBalance().then((r) => {
      if (live) setBalance(r.data ? `${r.data.balance} ${r.data.symbol}` : '—')
    })
    return () => {
      live = false
    }
  }, [account.address, network.chainId, fetchBalance])

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
  const onWrite = () =>
    startWrite(async () => {
      const result = await appKit.core.request('eip155', 'writeContract', {
        address: DEV_CONTRACTS.token,
        abi: porticoDevTokenAbi,
        functionName: 'transfer',
        args: [to, parseUnits('1', 6)],
      })
      return `${result.status} ${result.hash} block ${result.blockNumber}`
    })

  return (
    <section data-testid="lab-evm">
      <h2>EVM wallets on the local anvil chains (wagmi adapter)</h2>
      <p>
        <AppKitButton /> <AppKitNetworkButton /> <ReceiveButton />
      </p>
      <h3>Portico's hooks and wagmi's own hooks, side by side</h3>
      <table>
        <thead>
          <tr>
            <th />
            <th scope="col">useAppKitAccount / useAppKitNetwork</th>
            <th scope="col">wagmi useConnection</th>
          </tr>
        </thead>
        <tbody>
          <Row label="status" id="status" portico={account.status} wagmi={wagmi.status} />
          <Row label="address" id="address" portico={account.address ?? '—'} wagmi={wagmi.address ?? '—'} />
          <Row label="chain" id="chain" portico={String(network.chainId ?? '—')} wagmi={String(wagmi.chainId)} />
          <Row label="balance" id="balance" portico={balance} wagmi="(not read)" />
          <Row
            label="connector"
            id="connector"
            portico={connections[0]?.connectorId ?? '—'}
            wagmi={wagmi.connector?.id ?? '—'}
          />
          <Row label="wallet" id="wallet" portico={walletInfo?.name ?? '—'} wagmi={wagmi.connector?.name ?? '—'} />
        </tbody>
      </table>
      <p data-testid="hooks-agree" data-agree={differs ? 'no' : 'yes'}>
        {differs ? `They disagree: ${differs}` : 'They agree.'}
      </p>
      <p>
        Modal <span data-testid="hook-open">{state.open ? 'open' : 'closed'}</span>, initialized{' '}
        <span data-testid="hook-initialized">{String(state.initialized)}</span>
      </p>

      <h3>Sign a message (personal_sign)</h3>
      <form onSubmit={onSign}>
        <label>
          Message <input value={message} onChange={(e) => setMessage(e.target.value)} size={40} />
        </label>{' '}
        <button type="submit" disabled={!connected}>
          Sign message
        </button>
        <Result id="sign-result" outcome={sign} />
      </form>

      <h3>Send a native transaction (legacy type, waits for the receipt)</h3>
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

      <h3>Write a contract (transfer 1 PUSD of the dev token to the recipient above)</h3>
      <button type="button" disabled={!connected} onClick={onWrite}>
        Transfer 1 PUSD
      </button>
      <Result id="write-result" outcome={write} />

      <h3>Switch network (straight to the wallet, no confirmation)</h3>
      {networks.map((n) => (
        <button
          key={n.caipNetworkId}
          type="button"
          disabled={network.caipNetworkId === n.caipNetworkId}
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

export default function EvmConfig() {
  // The adapter's wagmi config is the EVM wallet state: wagmi's hooks read the very store Portico mirrors.
  return (
    <WagmiProvider config={evmAdapter.wagmiConfig}>
      <Lab />
    </WagmiProvider>
  )
}
