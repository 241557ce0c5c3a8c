import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readStack, STACK_ENV } from './stack'

/** The folder of this run's React 18 lab build, shared by the react18 project's workers: one per dev stack (its lab port). */
export function react18LabFolder(): string {
  return join(tmpdir(), `portico-lab-react18-${new URL(readStack().urls.lab).port}`)
}

/** Removes this run's React 18 lab build, if a react18 worker made one. */
export async function removeReact18Lab(): Promise<void> {
  if (process.env[STACK_ENV]) await rm(react18LabFolder(), { recursive: true, force: true })
}
