import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEV_PROJECT_ID } from '@portico/api'
import { localEvm } from '@portico/common/networks'
import type { AppKitOptions } from '@portico/core'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { EVM_ADDRESS } from '../setup'
import { type AccountStack, allowCrossOriginFetch, startAccountStack } from './account-stack'

export interface AccountFixture {
  /** The real chain and apps/api, started by the file's beforeAll. */
  readonly stack: AccountStack
  /** A stand-in service that lists the local chain as supported and fails every other call: the error states. */
  readonly failingUrl: string
}

export interface AccountFixtureOptions {
  /** Native transfers dev account 1 (the memory wallet's address) sends before the tests. */
  transfers: number
  /** Paths (prefixes) the stand-in service answers with these bodies instead of failing. */
  answers?: Record<string, unknown>
}

/** Registers the file's hooks: the account stack and the failing stand-in up for the file, the DOM cleaned per test. */
export function accountFixture(options: AccountFixtureOptions): AccountFixture {
  let stack: AccountStack | undefined
  let failing: Server | undefined
  let failingUrl = ''
  beforeAll(async () => {
    allowCrossOriginFetch()
    const served = failingService(options.answers ?? {})
    failing = served
    await new Promise<void>((done) => served.listen(0, '127.0.0.1', done))
    failingUrl = `http://127.0.0.1:${(served.address() as AddressInfo).port}`
    stack = await startAccountStack({ senderIndex: 1, transfers: options.transfers })
    expect(stack.accounts[1]?.address).toBe(EVM_ADDRESS)
  }, 90_000)
  afterAll(async () => {
    await stack?.stop()
    await new Promise((done) => (failing ? failing.close(done) : done(undefined)))
  })
  afterEach(cleanup)
  return {
    get stack() {
      if (!stack) throw new Error('the account stack starts in beforeAll')
      return stack
    },
    get failingUrl() {
      return failingUrl
    },
  }
}

function failingService(answers: Record<string, unknown>): Server {
  return createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    if (req.url?.startsWith('/v1/supported-chains')) {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ http: [localEvm.caipNetworkId], ws: [] }))
      return
    }
    const answered = Object.keys(answers).find((path) => req.url?.startsWith(path))
    if (answered !== undefined) {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(answers[answered]))
      return
    }
    res.statusCode = 500
    res.end('{"error":"SERVER_ERROR"}')
  })
}

export const withApi = (apiUrl: string, extra: Partial<AppKitOptions> = {}) =>
  ({ projectId: DEV_PROJECT_ID, apiUrl, ...extra }) as Partial<AppKitOptions>
