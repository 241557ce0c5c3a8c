import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WALLET_PAGE_HTML } from './wallet-page-html'
import { type ProposalBehaviour, WcTestWallet, type WcTestWalletOptions } from './wc-test-wallet'

export interface WalletPageOptions extends WcTestWalletOptions {
  /** Port on 127.0.0.1 (default: a free one). Its own port makes the page a second origin beside the lab. */
  port?: number
}

export interface RunningWalletPage {
  url: string
  wallet: WcTestWallet
  stop(): Promise<void>
}

const MAX_BODY = 16 * 1024

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > MAX_BODY) throw new Error('body too large')
  }
  const parsed: unknown = body ? JSON.parse(body) : {}
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('expected a JSON object')
  return parsed as Record<string, unknown>
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  response.end(type === 'application/json' ? JSON.stringify(body) : String(body))
}

/**
 * The test wallet as a page for manual QA: a small HTTP server on its own port (a second origin beside the lab)
 * whose page pairs by pasted URI and approves, rejects, switches chain, changes accounts and disconnects. The
 * wallet itself runs here in Node, so the page needs no bundle and the SDK runs exactly as in the Node tests.
 */
export async function startWalletPage(options: WalletPageOptions): Promise<RunningWalletPage> {
  const { port = 0, ...walletOptions } = options
  const wallet = await WcTestWallet.create({ proposals: 'manual', ...walletOptions })
  const state = () => ({
    address: wallet.address,
    chainId: wallet.chainId,
    proposals: wallet.proposalMode,
    pendingProposal: wallet.proposals.at(-1)?.params.proposer.metadata.name ?? null,
    sessions: wallet.sessions().map((session) => ({
      topic: session.topic,
      peer: session.peer.metadata.name,
      accounts: session.namespaces.eip155?.accounts ?? [],
    })),
    requests: wallet.requests.map(({ method, chainId, result, error }) => ({ method, chainId, result, error })),
  })
  const actions: Record<string, (body: Record<string, unknown>) => Promise<unknown>> = {
    '/pair': async ({ uri }) => {
      if (typeof uri !== 'string' || !uri.startsWith('wc:')) throw new Error('paste a wc: URI')
      await wallet.pair(uri)
    },
    '/approve': () => wallet.approve(),
    '/reject': () => wallet.reject(),
    '/disconnect': () => wallet.disconnect(),
    '/switch': ({ chainId }) => wallet.switchChain(Number(chainId)),
    '/accounts': ({ indexes }) => wallet.changeAccounts(Array.isArray(indexes) ? indexes.map(Number) : []),
    '/mode': async ({ proposals }) => {
      if (proposals !== 'manual' && proposals !== 'approve' && proposals !== 'reject')
        throw new Error('proposals must be manual, approve or reject')
      wallet.setProposalBehaviour(proposals as ProposalBehaviour)
    },
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://wallet').pathname
    if (request.method === 'GET' && path === '/')
      return send(response, 200, WALLET_PAGE_HTML, 'text/html; charset=utf-8')
    if (request.method === 'GET' && path === '/state') return send(response, 200, state())
    const action = request.method === 'POST' ? actions[path] : undefined
    if (!action || !Object.hasOwn(actions, path)) return send(response, 404, { error: 'not found' })
    readJson(request)
      .then(action)
      .then(() => send(response, 200, state()))
      .catch((error: unknown) => send(response, 400, { error: (error as Error).message }))
  })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  } catch (error) {
    await wallet.close()
    throw error
  }
  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    wallet,
    stop: () => {
      stopped ??= Promise.all([
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
        wallet.close(),
      ]).then(() => undefined)
      return stopped
    },
  }
}
