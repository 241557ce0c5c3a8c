// @vitest-environment node
import { PassThrough } from 'node:stream'
import { localEvm, solanaLocalnet } from '@portico/common/networks'
import type { ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { AppKitButton, AppKitProvider, cookieStorage, createAppKit, useAppKitAccount } from '../src/index'
import { connectedCookieHeader } from './support/cookie-header'

afterEach(() => setCurrentAppKit(undefined))

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function Account() {
  const account = useAppKitAccount()
  return (
    <p>
      <span id="status">{account.status}</span> <span id="address">{account.address ?? 'none'}</span> <AppKitButton />
    </p>
  )
}

// A kit made at module level on a server, before any request: it has no request's cookie.
const makeKit = () =>
  createAppKit({ projectId: 'ssr', networks: [localEvm, solanaLocalnet], storage: cookieStorage(), debug: false })

describe('issue 20: <AppKitProvider cookies> renders the request cookie’s connection on the server', () => {
  it('the hooks and the button show the stored account, as reconnecting', () => {
    const kit = makeKit()
    const html = renderToString(
      <AppKitProvider appKit={kit} cookies={connectedCookieHeader(ALICE)}>
        <Account />
      </AppKitProvider>,
    )
    expect(html).toContain('<span id="status">reconnecting</span>')
    expect(html).toContain(`<span id="address">${ALICE}</span>`)
    expect(html).toContain('data-portico-button="account"')
    expect(html).toContain(`${ALICE.slice(0, 6)}…${ALICE.slice(-4)}`)
    expect(html).not.toContain('Connect Wallet')
    // The kit itself is not changed by a request.
    expect(kit.getIsConnectedState()).toBe(false)
  })

  it.each([
    ['no cookie', null],
    ['garbage', 'appkit%2Fnamespaces=%7Bnot-json; appkit%2FactiveNamespace=%E0%A4%A'],
    ['another version', `appkit%2Fnamespaces=${encodeURIComponent('{"v":7,"data":{}}')}`],
  ])('%s renders disconnected with a Connect button, without throwing', (_label, cookies) => {
    const html = renderToString(
      <AppKitProvider appKit={makeKit()} cookies={cookies}>
        <Account />
      </AppKitProvider>,
    )
    expect(html).toContain('<span id="status">disconnected</span>')
    expect(html).toContain('<span id="address">none</span>')
    expect(html).toContain('Connect Wallet')
  })

  it('two requests rendered at the same time with different cookies each see their own account', async () => {
    // One kit for both, as a module-level createAppKit is on a server; each request suspends mid-render and they
    // finish in the opposite order they started, so their renders interleave.
    const kit = makeKit()
    const gates = [gate(), gate()] as const
    const render = (cookies: string, wait: Gate) =>
      renderToHtml(
        <AppKitProvider appKit={kit} cookies={cookies}>
          <Account />
          <Suspended gate={wait}>
            <Account />
          </Suspended>
        </AppKitProvider>,
      )
    const alice = render(connectedCookieHeader(ALICE), gates[0])
    const bob = render(connectedCookieHeader(BOB), gates[1])
    const anonymous = renderToString(
      <AppKitProvider appKit={kit} cookies="">
        <Account />
      </AppKitProvider>,
    )
    gates[1].open()
    await new Promise((r) => setTimeout(r, 10))
    gates[0].open()
    const [a, b] = await Promise.all([alice, bob])
    expect(a.match(new RegExp(ALICE, 'g'))?.length).toBe(2)
    expect(a).not.toContain(BOB)
    expect(b.match(new RegExp(BOB, 'g'))?.length).toBe(2)
    expect(b).not.toContain(ALICE)
    expect(anonymous).toContain('<span id="status">disconnected</span>')
  })
})

interface Gate {
  done: boolean
  promise: Promise<void>
  open(): void
}

function gate(): Gate {
  let release = () => {}
  const g: Gate = {
    done: false,
    promise: new Promise<void>((r) => {
      release = r
    }),
    open() {
      g.done = true
      release()
    },
  }
  return g
}

// A thrown promise suspends on React 18 and 19 alike.
function Suspended({ gate: g, children }: { gate: Gate; children: ReactNode }): ReactNode {
  if (!g.done) throw g.promise
  return children
}

function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => {
      html += chunk.toString()
    })
    sink.on('end', () => resolve(html))
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    })
  })
}
