import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// One entry per chain verifier, so an EVM-only app never bundles sr25519, ed25519 or BIP-322 code.
export default defineConfig(
  packageBuild([
    'src/index.ts',
    'src/evm/index.ts',
    'src/solana/index.ts',
    'src/bitcoin/index.ts',
    'src/polkadot/index.ts',
  ]),
)
