import { defineConfig } from 'tsdown'
import { packageBuild } from '../../tsdown.base.ts'
import { packLocales } from './pack-locales.ts'

// '/page' is what the React buttons need in an app's initial bundle (their strings, the translator); the main entry
// (components, the modal's catalogues) is only ever loaded with the modal. The lazy locale chunks ship packed.
export default defineConfig(packageBuild(['src/index.ts', 'src/page.ts'], { plugins: [packLocales()] }))
