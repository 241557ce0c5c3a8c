import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// .js / .d.ts like every other package (tsdown picks .mjs for the node platform), as package.json's exports say.
export default defineConfig(packageBuild(['src/index.ts'], { platform: 'node', fixedExtension: false }))
