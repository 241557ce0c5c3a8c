import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// '/transactions' is its own entry: react's lazy WalletConnect chunk imports it, and an app that imports the main
// entry at start-up (its wagmi connector) must not carry it in its initial chunk.
export default defineConfig(packageBuild(['src/index.ts', 'src/adapter/transactions.ts']))
