import type { AuthUserEvent } from '@portico/embedded-wallet'
import {
  AppKitButton,
  createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitProvider,
  useWalletInfo,
} from '@portico/react'
import { useEffect, useState } from 'react'
import { devStack } from '../../stack'
import { appearance, page } from '../page'
import { SolanaRequests } from './SolanaRequests'
import { embedded, networks } from './setup'

createAppKit({
  projectId: 'portico-dev',
  ...(devStack?.api ? { apiUrl: devStack.api } : {}),
  networks: [...networks],
  adapters: embedded.adapters,
  ...appearance(),
  metadata: {
    name: 'Portico lab — embedded wallet',
    description: 'Email and social login',
    url: page?.origin ?? '',
    icons: [],
  },
})

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

/** The dev chain's second funded account: where the lab's test transfer goes. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MESSAGE = 'Hello from the Portico lab'
/** EIP-712 data the lab asks the embedded wallet to sign (eth_signTypedData_v4). */
const TYPED_DATA = {
  domain: { name: 'Portico lab', version: '1', chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Greeting: [{ name: 'text', type: 'string' }],
  },
  primaryType: 'Greeting',
  message: { text: 'Hello from the Portico lab' },
} as const
/** Where the lab's Solana transfer goes unless the page names another (`?solanaRecipient=`). */
const SOLANA_RECIPIENT = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** What an app sees from a request: the answer, or the EIP-1193 error code and message. */
function outcome(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown }
  return `error ${String(e?.code ?? '')}: ${String(e?.message ?? error)}`
}

export default function EmbeddedWalletConfig() {
  const account = useAppKitAccount()
  const { walletInfo } = useWalletInfo()
  const [authUser, setAuthUser] = useState<AuthUserEvent | undefined>(undefined)
  useEffect(() => embedded.onAuthUser(setAuthUser), [])
  const { walletProvider } = useAppKitProvider<Eip1193>('eip155')
  const { open } = useAppKit()
  const [signature, setSignature] = useState('')
  const [tx, setTx] = useState('')
  const [typed, setTyped] = useState('')
  const [other, setOther] = useState('')

  const call = (method: string, params: unknown[], set: (value: string) => void) => {
    if (!walletProvider) return
    set('waiting')
    walletProvider.request({ method, params }).then(
      (result) => set(String(result)),
      (error: unknown) => set(outcome(error)),
    )
  }

  return (
    <section data-testid="lab-embedded-wallet">
      <h2>Embedded wallet (email and social login on the secure site)</h2>
      <p>
        <AppKitButton />{' '}
        <button type="button" onClick={() => void open({ view: 'EmailLogin' })}>
          Open email login
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
            <th>email</th>
            <td data-testid="hook-email">{account.embeddedWalletInfo?.user?.email ?? '—'}</td>
          </tr>
          <tr>
            <th>username</th>
            <td data-testid="hook-username">{account.embeddedWalletInfo?.user?.userName ?? '—'}</td>
          </tr>
          <tr>
            <th>signed in with</th>
            <td data-testid="hook-auth-provider">{account.embeddedWalletInfo?.authProvider ?? '—'}</td>
          </tr>
          <tr>
            <th>wallet info</th>
            <td data-testid="hook-wallet-info">{walletInfo ? JSON.stringify(walletInfo) : '—'}</td>
          </tr>
          <tr>
            <th>auth user event</th>
            <td data-testid="auth-user-event">{authUser ? JSON.stringify(authUser) : '—'}</td>
          </tr>
        </tbody>
      </table>
      <fieldset disabled={!account.isConnected}>
        <legend>Requests from the app</legend>
        <button type="button" onClick={() => call('personal_sign', [MESSAGE, account.address], setSignature)}>
          Sign a message
        </button>{' '}
        <output data-testid="sign-result">{signature}</output>
        <br />
        <button
          type="button"
          onClick={() => call('eth_signTypedData_v4', [account.address, JSON.stringify(TYPED_DATA)], setTyped)}
        >
          Sign typed data
        </button>{' '}
        <output data-testid="typed-result">{typed}</output>
        <br />
        <button
          type="button"
          onClick={() =>
            call('eth_sendTransaction', [{ from: account.address, to: RECIPIENT, value: '0x38d7ea4c68000' }], setTx)
          }
        >
          Send 0.001 ETH
        </button>{' '}
        <output data-testid="tx-result">{tx}</output>
        <br />
        <button type="button" onClick={() => call('eth_signTransaction', [{}], setOther)}>
          Unsupported method
        </button>{' '}
        <output data-testid="other-result">{other}</output>
      </fieldset>
      <SolanaRequests recipient={new URLSearchParams(page?.search).get('solanaRecipient') ?? SOLANA_RECIPIENT} />
      <p data-testid="sign-message" hidden>
        {MESSAGE}
      </p>
      <p data-testid="typed-data" hidden>
        {JSON.stringify(TYPED_DATA)}
      </p>
    </section>
  )
}
