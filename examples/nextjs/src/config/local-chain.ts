import { localEvm, withRpcUrl } from '@portico/common/networks'

// As in the other examples: AppKit's text lists `[mainnet, arbitrum]` (public RPC hosts); this one runs on the local
// anvil chain (31337) so nothing leaves the machine. In the browser `?rpc=<url>` points it at another node (the e2e
// spec passes the dev stack's). The server render makes no RPC call, so it keeps anvil's default URL: the chain id,
// which is what the cookie's state is checked against, is the same on both sides.
const rpc = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('rpc')

export const localChain = rpc ? withRpcUrl(localEvm, rpc) : localEvm
