import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// Two entries: the main one is only the wallet's stand-in (an app's initial JS, issue 16's 1 kB budget); '/protocol'
// is the frame protocol, messenger and session, which the stand-in's lazy chunk and the secure site use.
export default defineConfig(packageBuild(['src/index.ts', 'src/protocol/index.ts']))
