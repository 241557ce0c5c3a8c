import { prepareApiStore } from './pieces/api-store'
import { warmLabDependencies } from './pieces/lab'

export interface PreparedDevStack {
  /** Whether this call built the api's store template (the first start on a machine). */
  builtStore: boolean
}

export interface PrepareOptions {
  /** false: a stack without the api; its store and code are not prepared. */
  api?: boolean
  /** The stack will serve the lab: Vite's dependency cache for it is written first when missing. */
  lab?: boolean
}

/**
 * What the dev stack's start-time budget (≤ 5 s) does not cover, done before the timed start: the api's store
 * template (built once per machine and store version, seconds), and loading the code of the pieces that run in this
 * process and load on demand (the api, the secure site, the on-ramp checkout page). Run from TypeScript sources (the
 * dev stack's case in the e2e runner) that load is seconds of transforming and importing, paid once per process: the
 * api's fell inside the timed start only when the template already existed, and took CI's start to 5.1 s; the secure
 * site's took a fresh clone's e2e start to 6.1 s (its transform cache cold). With `lab: true`, the lab's Vite
 * dependency cache too (`warmLabDependencies`), beside the rest. `api: false` leaves the api's part out.
 */
export async function prepareDevStack(options: PrepareOptions = {}): Promise<PreparedDevStack> {
  // Side by side: the lab's pre-bundling runs in Vite's own process, on the other core.
  const [builtStore] = await Promise.all([
    options.api === false ? false : prepareApi(),
    options.lab ? warmLabDependencies() : undefined,
  ])
  return { builtStore }
}

async function prepareApi(): Promise<boolean> {
  const store = await prepareApiStore()
  await Promise.all([
    import('@portico/api'),
    import('@portico/secure-site'),
    import('../onramp-sandbox/checkout-server'),
  ])
  return store?.built ?? false
}
