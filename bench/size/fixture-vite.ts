import { mergeConfig, type UserConfig } from 'vite'

// One production build shape for every fixture, so the figures differ only by what each app imports.
// The manifest is what run.mjs walks to find the initial JS; no source maps, nothing but JS and HTML measured.
export function fixtureConfig(extra: UserConfig = {}): UserConfig {
  return mergeConfig(
    {
      mode: 'production',
      logLevel: 'warn',
      build: {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        reportCompressedSize: false,
        // Read @portico/* from dist (the default export conditions) — what an app installing them gets.
      },
    } satisfies UserConfig,
    extra,
  )
}
