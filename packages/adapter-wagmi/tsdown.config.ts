import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// Two entries: '/safe' carries the Safe app connector (its provider brings a second viem), so the main one stays small.
export default defineConfig(packageBuild(['src/index.ts', 'src/safe/index.ts']))
