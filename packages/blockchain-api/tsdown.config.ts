import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// Two entries: the client, and the smart-session calls only SmartSessionList's lazy chunk uses (src/sessions.ts).
export default defineConfig(packageBuild(['src/index.ts', 'src/sessions.ts']))
