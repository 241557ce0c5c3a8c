import { generatedCatalogueDir } from '../src/catalogue/catalogue'
import { memoryLogger } from '../src/http/logger'
import { type ListenOptions, type RunningApi, startApiServer } from '../src/server/listen'
import { DEV_PROJECT_ID } from '../src/store/seed'
import { testStore } from './test-store'

export const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const
export const SECOND_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const

export async function startTestApi(options: ListenOptions = {}) {
  const logger = memoryLogger()
  const store = options.store ?? (await testStore())
  // The generated 600-wallet catalogue the suites are written against, unless a test brings its own.
  const api: RunningApi = await startApiServer({ logger, catalogueDir: generatedCatalogueDir(), ...options, store })
  const q = (project = DEV_PROJECT_ID) => `projectId=${project}&st=portico&sv=test`
  return {
    api,
    logger,
    get: (path: string, init?: RequestInit, project?: string) =>
      fetch(`${api.url}${path}${path.includes('?') ? '&' : '?'}${q(project)}`, init),
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${api.url}${path}?${q()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  }
}
