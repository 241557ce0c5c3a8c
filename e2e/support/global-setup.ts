import type { FullConfig } from '@playwright/test'
import { prepareDevStack, startDevStack } from '@portico/testing'
import { writeStack } from './stack'

type DevStack = Awaited<ReturnType<typeof startDevStack>>

// The handle has to reach the global teardown, which runs later in this same runner process.
const HANDLE = Symbol.for('portico.e2e.devStack')
type WithHandle = typeof globalThis & { [HANDLE]?: DevStack }

export function takeDevStack(): DevStack | undefined {
  const holder = globalThis as WithHandle
  const stack = holder[HANDLE]
  delete holder[HANDLE]
  return stack
}

export default async function globalSetup(_config: FullConfig): Promise<void> {
  // Built once per machine (the api's store template) or checkout (the lab's Vite dependency cache); kept out of the
  // start time the lab-home spec holds to 5 s.
  await prepareDevStack({ lab: true })
  const stack = await startDevStack({ lab: true, secureSite: true })
  ;(globalThis as WithHandle)[HANDLE] = stack
  writeStack({ urls: stack.urls, startMs: stack.startMs })
  console.log(`[e2e] dev stack up in ${stack.startMs} ms: lab ${stack.urls.lab}, api ${stack.urls.api}`)
}
