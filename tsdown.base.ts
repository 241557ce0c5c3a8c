import type { UserConfig } from 'tsdown'

// Every package builds with the same settings: ESM only, one entry per public subpath, declarations beside the code.
export function packageBuild(entry: string[] = ['src/index.ts'], extra: Partial<UserConfig> = {}): UserConfig {
  return {
    entry,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    unbundle: false,
    ...extra,
  }
}
