import type { ViteUserConfig } from 'vitest/config'
import { packageTest } from '../../vitest.shared.ts'

const shared = packageTest()

// The integration test runs the real universal provider (and the walletkit test wallet) in Node: resolve
// dependencies as Node does. With the 'module' condition the WalletConnect SDKs load ESM builds whose default
// imports of CommonJS-only helpers are not constructors under Node (same setting as @portico/testing).
const conditions = ['@portico/source', 'node', 'development|production']
const config: ViteUserConfig = {
  ...shared,
  resolve: { ...shared.resolve, conditions, mainFields: ['main'] },
  ssr: { ...shared.ssr, resolve: { ...shared.ssr?.resolve, conditions, externalConditions: ['node'] } },
}
export default config
