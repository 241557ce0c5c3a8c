import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * The recovery shares, one per user id, in a JSON file of their own (or in memory): deliberately not apps/api's
 * database, so that no single store holds two shares of a wallet. A share is written once and never replaced.
 */
export interface RecoveryStore {
  get(userId: string): Promise<string | undefined>
  /** False when the user already has a share. */
  putOnce(userId: string, share: string): Promise<boolean>
}

export function memoryRecoveryStore(): RecoveryStore {
  const shares = new Map<string, string>()
  return {
    get: async (userId) => shares.get(userId),
    putOnce: async (userId, share) => {
      if (shares.has(userId)) return false
      shares.set(userId, share)
      return true
    },
  }
}

export function fileRecoveryStore(path: string): RecoveryStore {
  let loaded: Promise<Map<string, string>> | undefined
  let writing = Promise.resolve()
  const load = () => {
    loaded ??= readFile(path, 'utf8').then(
      (text) => new Map(Object.entries(JSON.parse(text) as Record<string, string>)),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return new Map<string, string>()
        throw error
      },
    )
    return loaded
  }
  return {
    get: async (userId) => (await load()).get(userId),
    putOnce: async (userId, share) => {
      const shares = await load()
      if (shares.has(userId)) return false
      shares.set(userId, share)
      // Written to a temporary file and renamed, so a crash mid-write never leaves a truncated store.
      writing = writing.then(async () => {
        await mkdir(dirname(path), { recursive: true })
        await writeFile(`${path}.tmp`, JSON.stringify(Object.fromEntries(shares)), { mode: 0o600 })
        await rename(`${path}.tmp`, path)
      })
      await writing
      return true
    },
  }
}
