import type { Logger } from '../http/logger'
import type { CatalogueRepository } from '../store/repositories/catalogue'
import { type Catalogue, createCatalogue } from './catalogue'

export interface StoredCatalogueOptions {
  now: () => number
  logger: Logger
  /** How often, at most, a request makes the service look for an import by another process (default 30 s). */
  refreshMs?: number
}

/**
 * The store's catalogue, held in memory (a search over 1,000 entries stays one pass in this process). An import
 * runs as its own process, so a request now and then asks the store whether it changed; the entries in memory keep
 * answering while a new copy loads.
 */
export async function loadStoredCatalogue(
  repo: CatalogueRepository,
  options: StoredCatalogueOptions,
): Promise<Catalogue> {
  const refreshMs = options.refreshMs ?? 30_000
  const load = async () => {
    const revision = await repo.revision()
    const { wallets, images } = await repo.all()
    return { revision, catalogue: createCatalogue(wallets, images) }
  }
  let current = await load()
  let checkedAt = options.now()
  let checking = false
  const maybeRefresh = () => {
    if (checking || options.now() - checkedAt < refreshMs) return
    checking = true
    checkedAt = options.now()
    repo
      .revision()
      .then(async (revision) => {
        if (revision !== current.revision) current = await load()
      })
      .catch((error: unknown) => options.logger('warn', 'catalogue reload failed', { error: String(error) }))
      .finally(() => {
        checking = false
      })
  }
  return {
    get size() {
      return current.catalogue.size
    },
    query(q) {
      maybeRefresh()
      return current.catalogue.query(q)
    },
    image: (id) => current.catalogue.image(id),
  }
}
