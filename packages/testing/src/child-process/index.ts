// Services for tests under happy-dom, run in a child process (happy-dom's fetch, Request and Response are not
// Node's). Kept apart from the main entry, which pulls in anvil, viem and the wallets.
export { allowCrossOriginFetch } from './allow-cross-origin-fetch'
export { type ApiProcess, apiScript, startApiProcess } from './api-process'
export { type ChildScript, startChildScript } from './child-script'
