import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

// AppKit's next.config adds webpack externals for WalletConnect's optional Node logging deps; Portico's packages
// import none of them, and Next 16 builds with Turbopack, so there is nothing to add. The repo's typecheck
// (`pnpm typecheck`) checks this app, so `next build` does not run a second TypeScript pass.
const workspace = fileURLToPath(new URL('../..', import.meta.url))

const nextConfig: NextConfig = {
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: workspace },
  outputFileTracingRoot: workspace,
}

export default nextConfig
