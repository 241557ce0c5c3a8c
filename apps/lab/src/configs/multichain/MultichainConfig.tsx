import type { ChainNamespace } from '@portico/common'
import {
  AppKitButton,
  AppKitNetworkButton,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
  useDisconnect,
} from '@portico/react'
import { Result, useAction } from '../action/action'
import { appKit } from './setup'

const NAMESPACES: { namespace: ChainNamespace; label: string }[] = [
  { namespace: 'eip155', label: 'EVM' },
  { namespace: 'solana', label: 'Solana' },
]

/** One namespace as useAppKitAccount({ namespace }) sees it, with that namespace's own actions. */
function NamespacePanel({ namespace, label }: { namespace: ChainNamespace; label: string }) {
  const account = useAppKitAccount({ namespace })
  const { open } = useAppKit()
  const { disconnect } = useDisconnect()
  const [sign, startSign] = useAction()
  const connected = account.status === 'connected'
  const id = (field: string) => `mc-${namespace}-${field}`

  return (
    <section aria-label={label} data-testid={id('panel')}>
      <h3>
        {label} — useAppKitAccount({`{ namespace: '${namespace}' }`})
      </h3>
      <dl>
        <dt>status</dt>
        <dd data-testid={id('status')}>{account.status}</dd>
        <dt>address</dt>
        <dd data-testid={id('address')}>{account.address ?? ''}</dd>
        <dt>CAIP address</dt>
        <dd data-testid={id('caip')}>{account.caipAddress ?? ''}</dd>
        <dt>account type</dt>
        <dd data-testid={id('type')}>{account.allAccounts[0]?.type ?? ''}</dd>
      </dl>
      <p>
        <button type="button" disabled={connected} onClick={() => void open({ view: 'Connect', namespace })}>
          Connect {label}
        </button>{' '}
        {/* §2 rule 1: a namespace other than the active one opens SwitchActiveChain. */}
        <button type="button" onClick={() => void open({ namespace })}>
          Open for {label}
        </button>{' '}
        <button
          type="button"
          disabled={!connected}
          onClick={() =>
            startSign(() => appKit.core.signMessage({ namespace, message: `Hello ${label} from the Portico lab` }))
          }
        >
          Sign with {label}
        </button>{' '}
        <button type="button" disabled={!connected} onClick={() => void disconnect({ namespace })}>
          Disconnect {label}
        </button>
      </p>
      <Result id={id('sign-result')} outcome={sign} />
    </section>
  )
}

export default function MultichainConfig() {
  const state = useAppKitState()
  const network = useAppKitNetwork()
  const { disconnect } = useDisconnect()

  return (
    <section data-testid="lab-multichain">
      <h2>EVM (wagmi adapter, anvil) and Solana (Wallet Standard, LiteSVM) at once</h2>
      <p>
        <AppKitButton /> <AppKitNetworkButton />
      </p>
      <p>
        Active namespace <span data-testid="mc-active">{state.activeChain ?? ''}</span> on{' '}
        <span data-testid="mc-network">{network.caipNetworkId ?? ''}</span>; initialized{' '}
        <span data-testid="mc-initialized">{String(state.initialized)}</span>
      </p>
      {NAMESPACES.map((n) => (
        <NamespacePanel key={n.namespace} {...n} />
      ))}
      <p>
        <button type="button" onClick={() => void disconnect()}>
          Disconnect all
        </button>
      </p>
    </section>
  )
}
