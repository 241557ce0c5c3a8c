import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// '/messages' is the small catalogue the React buttons need in the initial bundle; the main entry (shell and
// views) is only ever loaded with a dynamic import(), as is '/headless' (useAppKitWallets' phone opener).
export default defineConfig(packageBuild(['src/index.ts', 'src/i18n/index.ts', 'src/headless/index.ts']))
