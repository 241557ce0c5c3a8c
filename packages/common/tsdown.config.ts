import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// Two entries: the main one stays free of hashing code; '/address' carries the checksum-level address checks.
export default defineConfig(packageBuild(['src/index.ts', 'src/address/index.ts']))
