import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'

// '/internal' holds what only scaffold imports (see src/internal.ts); '/ssr' what only server-rendered apps need.
export default defineConfig(packageBuild(['src/index.ts', 'src/internal.ts', 'src/ssr.ts']))
