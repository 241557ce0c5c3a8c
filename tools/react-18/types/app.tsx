// A React 18 app as an integrator writes it, compiled against @portico/react's published .d.ts and @types/react 18:
// a type in the declarations that only @types/react 19 has fails this compile.
import {
  AppKitAccountButton,
  AppKitButton,
  AppKitConnectButton,
  AppKitNetworkButton,
  AppKitProvider,
  type createAppKit,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
} from '@portico/react'
import type { ReactElement } from 'react'

declare const appKit: ReturnType<typeof createAppKit>

function Status(): ReactElement {
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  return (
    <button type="button" onClick={() => open()}>
      {isConnected ? address : 'Connect'} {caipNetwork?.name}
    </button>
  )
}

export function App(): ReactElement {
  return (
    <AppKitProvider appKit={appKit}>
      <AppKitButton />
      <AppKitConnectButton />
      <AppKitAccountButton />
      <AppKitNetworkButton />
      <Status />
    </AppKitProvider>
  )
}
