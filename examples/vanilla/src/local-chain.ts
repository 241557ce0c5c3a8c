import { localEvm, withRpcUrl } from '@portico/common/networks'

// The one change from AppKit's quick start besides the package names: AppKit's text lists `[mainnet, arbitrum]`,
// public chains behind public RPC hosts. This example runs on a local anvil chain (31337) so nothing leaves the
// machine. `?rpc=<url>` points it at another node (the e2e spec passes the dev stack's); the default is anvil's own.
const rpc = new URLSearchParams(window.location.search).get('rpc')

export const localChain = rpc ? withRpcUrl(localEvm, rpc) : localEvm
