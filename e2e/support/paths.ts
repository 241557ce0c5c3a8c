import { fileURLToPath } from 'node:url'

// Screenshots and reports go to e2e/artifacts/ (git-ignored), wherever the runner was started from.
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts', import.meta.url))
export const GUARD_PAGES_DIR = fileURLToPath(new URL('./guard-pages', import.meta.url))

export function artifact(name: string): string {
  return `${ARTIFACTS_DIR}/${name}`
}
