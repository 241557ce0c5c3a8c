import { solanaLocalnet, withRpcUrl } from '@portico/common/networks'

// AppKit's quick start lists `[solana, solanaTestnet, solanaDevnet]`, clusters behind public RPC hosts. This example
// runs on a local cluster (`solana:localnet`) so nothing leaves the machine: `?rpc=<url>` names its JSON-RPC (the e2e
// spec passes the dev stack's LiteSVM service); without it, the Solana test validator's default port.
const rpc = new URLSearchParams(window.location.search).get('rpc')

export const localCluster = rpc ? withRpcUrl(solanaLocalnet, rpc) : solanaLocalnet
