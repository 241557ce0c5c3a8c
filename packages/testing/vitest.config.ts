import type { ViteUserConfig } from 'vitest/config'
import { packageTest } from '../../vitest.shared.ts'

const shared = packageTest()

// Node-only package: resolve dependencies as Node does. With the 'module' condition the WalletConnect SDKs load
// their ESM builds, whose default imports of CommonJS-only helpers (jsonrpc-ws-connection) are not constructors
// under Node, and the clients cannot open a socket.
const conditions = ['@portico/source', 'node', 'development|production']
const config: ViteUserConfig = {
  ...shared,
  resolve: { ...shared.resolve, conditions, mainFields: ['main'] },
  ssr: { ...shared.ssr, resolve: { ...shared.ssr?.resolve, conditions, externalConditions: ['node'] } },
}
export default config
