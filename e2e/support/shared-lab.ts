import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readStack, STACK_ENV } from './stack'

/**
 * The folder of this run's production build of the lab on one React, shared by that project's workers: one per dev
 * stack (its lab port) and React major.
 */
export function sharedLabFolder(react: '18' | '19'): string {
  return join(tmpdir(), `portico-lab-react${react}-${new URL(readStack().urls.lab).port}`)
}

/** Removes this run's lab builds, whichever a worker made. */
export async function removeSharedLabs(): Promise<void> {
  if (!process.env[STACK_ENV]) return
  await Promise.all(
    (['18', '19'] as const).map((react) => rm(sharedLabFolder(react), { recursive: true, force: true })),
  )
}
