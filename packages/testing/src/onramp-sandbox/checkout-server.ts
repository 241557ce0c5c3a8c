import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ChainConfig, isOnRampError, SandboxOnRampProvider, type SandboxPurchase } from '@portico/api'
import { checkoutHtml, errorHtml } from './checkout-html'
import { cardOutcome } from './test-cards'
import { Treasury } from './treasury'

export interface CheckoutServerOptions {
  /** The chains it delivers on, as apps/api is configured with them (same assets, same prices). */
  chains: readonly ChainConfig[]
  /** Port on 127.0.0.1 (default: a free one): its own origin, apart from the lab and the api. */
  port?: number
}

export interface RunningCheckout {
  url: string
  stop(): Promise<void>
}

/** What the page reports, and what the modal reads from its message. */
export type CheckoutResult =
  | { status: 'completed'; txHash: string; purchaseAmount: string; currency: string; network: string; address: string }
  | { status: 'declined' | 'failed'; reason: string; message: string }

const MAX_BODY = 8 * 1024
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const ORDER_KEYS = ['address', 'network', 'asset', 'amount', 'currency', 'partnerUserId'] as const

const DECLINE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  invalid: 'Check the card number, expiry date and CVC.',
} as const

function send(response: ServerResponse, status: number, body: string, type: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  response.end(body)
}

/** The order a checkout URL names, priced; throws on an address or amount the sandbox cannot sell. */
function priceOrder(sandbox: SandboxOnRampProvider, order: Record<string, string | undefined>): SandboxPurchase {
  if (!ADDRESS.test(order.address ?? '')) throw new Error('The destination address is missing or malformed.')
  const amount = Number(order.amount)
  if (!order.amount || !Number.isFinite(amount)) throw new Error('The amount is missing.')
  return sandbox.price({
    purchaseCurrency: order.asset ?? '',
    paymentCurrency: order.currency ?? 'USD',
    amount,
    network: order.network,
  })
}

const messageOf = (error: unknown) => (isOnRampError(error) || error instanceof Error ? error.message : String(error))

/** Only a bare http(s) origin is reported to; anything else means the page reports to nobody. */
function originOf(value: string | null): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : undefined
  } catch {
    return undefined
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > MAX_BODY) throw new Error('body too large')
  }
  const parsed: unknown = JSON.parse(body || '{}')
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('expected a JSON object')
  return parsed as Record<string, unknown>
}

/**
 * The on-ramp sandbox's checkout page on its own origin: it shows the order the URL names (priced exactly as apps/api's
 * sandbox quotes it), takes a test card, and on approval delivers the token from the treasury to the destination
 * address, then reports the outcome to the opener window with postMessage.
 */
export async function startCheckoutServer(options: CheckoutServerOptions): Promise<RunningCheckout> {
  const sandbox = new SandboxOnRampProvider({ chains: options.chains })
  const treasury = new Treasury(options.chains)

  const pay = async (body: Record<string, unknown>): Promise<CheckoutResult> => {
    const order = (typeof body.order === 'object' && body.order !== null ? body.order : {}) as Record<string, string>
    let purchase: SandboxPurchase
    try {
      purchase = priceOrder(sandbox, order)
    } catch (error) {
      return { status: 'failed', reason: 'order', message: messageOf(error) }
    }
    const outcome = cardOutcome({
      number: String(body.card ?? ''),
      expiry: String(body.expiry ?? ''),
      cvc: String(body.cvc ?? ''),
    })
    if (!outcome.approved)
      return { status: 'declined', reason: outcome.reason, message: DECLINE_MESSAGES[outcome.reason] }
    try {
      const txHash = await treasury.deliver(purchase.asset, order.address as `0x${string}`, purchase.price.units)
      return {
        status: 'completed',
        txHash,
        purchaseAmount: purchase.quote.purchaseAmount.amount,
        currency: purchase.quote.purchaseAmount.currency,
        network: String(purchase.asset.chainId),
        address: order.address as string,
      }
    } catch (error) {
      return {
        status: 'failed',
        reason: 'delivery',
        message: `The purchase could not be delivered: ${messageOf(error)}`,
      }
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'GET' && url.pathname === '/health')
      return send(response, 200, '{"status":"ok"}', 'application/json')
    if (request.method === 'GET' && url.pathname === '/checkout') {
      const order = Object.fromEntries(ORDER_KEYS.map((key) => [key, url.searchParams.get(key) ?? ''])) as Record<
        string,
        string
      >
      try {
        const purchase = priceOrder(sandbox, order)
        const html = checkoutHtml({
          quote: purchase.quote,
          address: order.address as string,
          networkName: purchase.asset.chainName,
          order,
          parentOrigin: originOf(url.searchParams.get('origin')),
        })
        return send(response, 200, html, 'text/html; charset=utf-8')
      } catch (error) {
        return send(response, 400, errorHtml(messageOf(error)), 'text/html; charset=utf-8')
      }
    }
    if (request.method === 'POST' && url.pathname === '/api/pay') {
      readJson(request)
        .then(pay, (error: unknown) => ({ status: 'failed', reason: 'request', message: messageOf(error) }) as const)
        .then((result) => send(response, 200, JSON.stringify(result), 'application/json'))
      return
    }
    send(response, 404, errorHtml('No such page.'), 'text/html; charset=utf-8')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
