import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** One delivered mail, once per recipient. */
export interface SinkMessage {
  to: string
  from: string
  subject: string
  text: string
  html: string | null
  receivedAt: string
}

export interface SmtpSinkOptions {
  /** SMTP port (0: a free one). */
  smtpPort?: number
  /** Port of the mailbox's HTTP read endpoint (0: a free one). */
  httpPort?: number
  host?: string
}

export interface SmtpSink {
  /** smtp://host:port, what apps/api's `smtp` option points at. */
  smtpUrl: string
  smtpPort: number
  host: string
  /** http://host:port — `GET /messages?to=…` answers the mailbox as JSON; `DELETE /messages` empties it. */
  mailboxUrl: string
  messages(to?: string): SinkMessage[]
  /** The latest mail to `to` already in the box that matches, else the first such one to arrive. */
  waitFor(to: string, options?: { timeoutMs?: number; match?: (m: SinkMessage) => boolean }): Promise<SinkMessage>
  clear(): void
  stop(): Promise<void>
}

const listen = (server: Server | SMTPServer, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    const net = server instanceof SMTPServer ? server.server : server
    net.once('error', reject)
    server.listen(port, host, () => {
      net.off('error', reject)
      resolve((net.address() as AddressInfo).port)
    })
  })

/**
 * A local SMTP server that keeps every mail in memory (a stand-in for a real relay: apps/api sends to it with
 * nodemailer), with the mailbox readable from Node and over HTTP.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1'
  const box: SinkMessage[] = []
  const waiters = new Set<(m: SinkMessage) => void>()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
          for (const to of recipients) {
            const message: SinkMessage = {
              to,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              receivedAt: new Date().toISOString(),
            }
            box.push(message)
            for (const waiter of waiters) waiter(message)
          }
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink')
    // Read by tests and by the lab's pages on other local origins.
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (url.pathname === '/messages' && req.method === 'GET') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(messages(url.searchParams.get('to') ?? undefined)))
    } else if (url.pathname === '/messages' && req.method === 'DELETE') {
      box.length = 0
      res.statusCode = 204
      res.end()
    } else {
      res.statusCode = 404
      res.end()
    }
  })
  const messages = (to?: string) => (to ? box.filter((m) => m.to === to.toLowerCase()) : [...box])
  const smtpPort = await listen(smtp, options.smtpPort ?? 0, host)
  let httpPort: number
  try {
    httpPort = await listen(http, options.httpPort ?? 0, host)
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    smtpPort,
    host,
    mailboxUrl: `http://${host}:${httpPort}`,
    messages,
    waitFor(to, { timeoutMs = 10_000, match = () => true } = {}) {
      const wanted = (m: SinkMessage) => m.to === to.toLowerCase() && match(m)
      const found = box.findLast(wanted)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        const waiter = (m: SinkMessage) => {
          if (!wanted(m)) return
          clearTimeout(timer)
          waiters.delete(waiter)
          resolve(m)
        }
        waiters.add(waiter)
      })
    },
    clear: () => {
      box.length = 0
    },
    stop: async () => {
      http.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ])
    },
  }
}

/** The one-time code in a mail: six digits on a line of their own. */
export function codeInMail(message: Pick<SinkMessage, 'text'>): string | undefined {
  return /^(\d{6})$/m.exec(message.text)?.[1]
}
