import { useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi'
import { renderApp } from './app'

// The baseline: React + wagmi without a modal library, i.e. the least an app ships to connect an injected wallet: a
// button per wagmi connector (the first marked for the timing spec) and a disconnect button.
function ConnectButton() {
  const connection = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  if (connection.status === 'connected') {
    return (
      <button type="button" onClick={() => disconnect.mutate()}>
        {connection.address} — disconnect
      </button>
    )
  }
  return (
    <div>
      {connectors.map((connector, i) => (
        <button
          key={connector.uid}
          type="button"
          {...(i === 0 ? { 'data-portico-button': 'connect' } : {})}
          onClick={() => connect.mutate({ connector })}
        >
          Connect Wallet ({connector.name})
        </button>
      ))}
      {connect.error ? <p role="alert">{connect.error.message}</p> : null}
    </div>
  )
}

renderApp(<ConnectButton />)
