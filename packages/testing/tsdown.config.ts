import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// Two entries: '/memory-adapter' is browser-safe (the lab imports it); the main entry carries Node-only code
// (child_process for anvil and the dev stack) that must never reach a browser bundle.
export default defineConfig(
  packageBuild([
    'src/index.ts',
    'src/memory-adapter/index.ts',
    'src/wc-wallet/index.ts',
    'src/btc-wallet/index.ts',
    'src/polkadot-wallet/index.ts',
    'src/window-page/index.ts',
    'src/solana-rpc/index.ts',
    'src/solana-wallet/index.ts',
    'src/child-process/index.ts',
    'src/faulty-wallet/index.ts',
  ]),
)
