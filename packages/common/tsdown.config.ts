import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// Four entries: the main one stays free of hashing code; '/address' carries the checksum-level address checks;
// '/cache' is the TTL cache on its own, so a lazily loaded importer (blockchain-api in the modal's chunks) does not
// make the app's bundler split common's main module out of the initial chunk; '/networks' is AppKit's network names.
export default defineConfig(
  packageBuild(['src/index.ts', 'src/address/index.ts', 'src/cache/ttl-cache.ts', 'src/networks/index.ts']),
)
