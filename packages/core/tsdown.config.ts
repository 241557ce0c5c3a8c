import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// '/internal' holds what only scaffold imports (see src/internal.ts).
export default defineConfig(packageBuild(['src/index.ts', 'src/internal.ts']))
