import { type ApiProcess, allowCrossOriginFetch, startApiProcess } from '@portico/testing/child-process'

// A real apps/api in a child process (the bundled catalogue and dev projects); the views reach it with a real fetch.
export type CatalogueApi = ApiProcess

export function startCatalogueApi(): Promise<CatalogueApi> {
  allowCrossOriginFetch()
  return startApiProcess()
}
