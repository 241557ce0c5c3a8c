import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isProcessAlive } from '../process/alive'

// The api's embedded PGlite store takes seconds to initialise in memory on this machine (initdb inside WASM, then the
// migrations); opening a copy of an already-initialised, migrated and seeded data folder takes a fraction of that. So
// the dev stack keeps one template folder per version of the api's store code and gives each api a fresh copy, which
// is deleted when the stack stops. The api still runs its migrations on open, so a stale template is only slower,
// never wrong.

const ROOT = join(tmpdir(), 'portico-dev-stack')
// The copies go to memory when the machine has a tmpfs at /dev/shm (Linux): writing the 39 MB copy to a disk took
// 0.09-1.3 s on an idle machine here (the disk's writes stall) and 1.9-2.5 s while the chains and the lab start
// beside it, and the api is the stack's last piece. A copy lives as long as its stack, so it never needs a disk.
const SHM = '/dev/shm'
const COPIES = process.platform === 'linux' && isWritableFolder(SHM) ? join(SHM, 'portico-dev-stack') : ROOT

function isWritableFolder(path: string): boolean {
  try {
    accessSync(path, constants.W_OK)
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

/** Where this process's api data copies are made (a memory-backed folder when there is one). */
export function apiStoreCopiesFolder(): string {
  return COPIES
}

const API_STORE_SOURCES = fileURLToPath(new URL('../../../../../apps/api/src/store', import.meta.url))

export interface ApiStoreCopy {
  dataDir: string
  dispose(): Promise<void>
}

/** Hash of the api's store sources (migrations, seed), so a changed schema gets a new template. */
function storeVersion(): string | undefined {
  if (!existsSync(API_STORE_SOURCES)) return undefined
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.ts')) hash.update(entry.name).update(readFileSync(path))
    }
  }
  walk(API_STORE_SOURCES)
  return hash.digest('hex').slice(0, 16)
}

async function buildTemplate(template: string): Promise<void> {
  const building = await mkdtemp(join(ROOT, `building-${process.pid}-`))
  try {
    const { openStore } = await import('@portico/api')
    const store = await openStore({ kind: 'pglite', dataDir: building })
    await store.close()
    // Another process may have finished the same template first; either copy is fine.
    await rename(building, template).catch(() => undefined)
  } finally {
    await rm(building, { recursive: true, force: true })
  }
}

/** Copies left behind by a process that was killed before it could delete them. */
async function removeStaleCopies(): Promise<void> {
  for (const folder of new Set([ROOT, COPIES]))
    for (const name of await readdir(folder).catch(() => [])) {
      const owner = /^(?:run|building)-(\d+)-/.exec(name)?.[1]
      if (owner && !isProcessAlive(Number(owner))) await rm(join(folder, name), { recursive: true, force: true })
    }
}

/**
 * fs.cp walks the ~1000 small files of a PostgreSQL data folder in JavaScript (1.5 s here); `cp` does it natively in
 * another process (0.2 s), in parallel with the api's module loading.
 */
function copyFolder(from: string, to: string): Promise<void> {
  if (process.platform === 'win32') return cp(from, to, { recursive: true })
  return new Promise((resolve, reject) => {
    execFile('cp', ['-R', `${from}/.`, to], (error) => (error ? reject(error) : resolve()))
  })
}

/**
 * Builds the store template when this version of the api's store has none yet: the one-time cost of a first start
 * on a machine (seconds), which the dev stack's start-time budget does not cover. Resolves to the template folder
 * and whether this call built it, or undefined when the api's store sources are not found.
 */
export async function prepareApiStore(): Promise<{ template: string; built: boolean } | undefined> {
  const version = storeVersion()
  if (!version) return undefined
  await mkdir(ROOT, { recursive: true })
  const template = join(ROOT, `pglite-${version}`)
  if (existsSync(template)) return { template, built: false }
  await buildTemplate(template)
  return { template, built: true }
}

/** A fresh data folder for one api, or undefined when the api's store sources are not found (then: in memory). */
export async function copyApiStore(): Promise<ApiStoreCopy | undefined> {
  const template = (await prepareApiStore())?.template
  if (!template) return undefined
  await removeStaleCopies()
  await mkdir(COPIES, { recursive: true })
  const dataDir = await mkdtemp(join(COPIES, `run-${process.pid}-`))
  await copyFolder(template, dataDir)
  return { dataDir, dispose: () => rm(dataDir, { recursive: true, force: true }) }
}
