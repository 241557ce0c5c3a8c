// Compile-time checks of startDevStack's URL types, run by `pnpm --filter @portico/testing typecheck`.
// Each @ts-expect-error fails the typecheck if the type it guards becomes looser or stricter than intended.
import { startDevStack } from './start-dev-stack'
import type { DevStackOptions } from './types'

export async function exactWithLiterals(): Promise<string[]> {
  const withLab = await startDevStack({ lab: true, log: (line) => line.length > 0 })
  const plain = await startDevStack()
  return [
    withLab.urls.lab,
    withLab.urls.api,
    withLab.urls.evm[31338],
    plain.urls.api,
    plain.urls.evm[31337],
    plain.urls.relay,
    plain.urls.solana.http,
    plain.urls.solana.ws,
  ]
}

export async function optionalWhenNotCertain(options: DevStackOptions): Promise<unknown[]> {
  const wide = await startDevStack(options)
  const noLab = await startDevStack({ log: false })
  const partial = await startDevStack({ evm: false, api: false })
  // @ts-expect-error options only known at run time: the chains may not have been started
  const a: string = wide.urls.evm[31337]
  // @ts-expect-error the lab is not started by default
  const b: string = noLab.urls.lab
  // @ts-expect-error api: false
  const c: string = partial.urls.api
  // @ts-expect-error evm: false
  const d: string = partial.urls.evm[31337]
  const noRelay = await startDevStack({ relay: false, log: false })
  // @ts-expect-error relay: false
  const e: string = noRelay.urls.relay
  const noSolana = await startDevStack({ solana: false, log: false })
  // @ts-expect-error solana: false
  const f: string = noSolana.urls.solana.http
  return [a, b, c, d, e, f]
}

export async function bundlerOnlyWhenAsked(): Promise<string> {
  const withBundler = await startDevStack({ bundler: true, log: false })
  const plain = await startDevStack({ log: false })
  // @ts-expect-error the bundlers are not started by default
  const missing: string = plain.urls.bundler[31337]
  return withBundler.urls.bundler[31337] + missing
}
