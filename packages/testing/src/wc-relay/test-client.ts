import { generateKeyPairSync, sign } from 'node:crypto'
import WebSocket from 'ws'
import { issOfPublicKey } from './client-auth'

/** A relay auth JWT as @walletconnect/core makes one: EdDSA, `iss` = did:key of the client's Ed25519 key. */
export function makeClientJwt(options: { expired?: boolean; badSignature?: boolean } = {}) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
  const iss = issOfPublicKey(raw)
  const now = Math.floor(Date.now() / 1000)
  const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const data = `${segment({ alg: 'EdDSA', typ: 'JWT' })}.${segment({ iss, sub: 'test', aud: 'ws://relay', iat: now, exp: options.expired ? now - 10 : now + 3600 })}`
  const signature = sign(null, Buffer.from(options.badSignature ? `${data}x` : data), privateKey)
  return { iss, jwt: `${data}.${signature.toString('base64url')}` }
}

export interface Frame {
  id?: number | string | null
  method?: string
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; attestation?: string } }
  result?: unknown
  error?: { code: number; message: string }
}

/** A bare JSON-RPC client of the relay for its unit tests: raw frames in, frames out, waits by predicate. */
export class RawRelayClient {
  readonly frames: Frame[] = []
  private waiters: Array<() => void> = []
  private nextId = 1

  private constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
    readonly autoAck: boolean,
  ) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Frame
      this.frames.push(frame)
      if (frame.method === 'irn_subscription' && this.autoAck)
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      for (const wake of this.waiters.splice(0)) wake()
    })
  }

  static async connect(url: string, options: { autoAck?: boolean; jwt?: string; iss?: string } = {}) {
    const made = options.jwt ? { jwt: options.jwt, iss: options.iss ?? '' } : makeClientJwt()
    const socket = new WebSocket(`${url}/?auth=${made.jwt}&ua=test`)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    return new RawRelayClient(socket, made.iss, options.autoAck ?? true)
  }

  sendRaw(data: string): void {
    this.socket.send(data)
  }

  async request(method: string, params: unknown): Promise<Frame> {
    const id = this.nextId++
    this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return this.waitFor((frame) => frame.id === id && frame.method === undefined)
  }

  deliveries(topic?: string): Frame[] {
    return this.frames.filter(
      (frame) => frame.method === 'irn_subscription' && (!topic || frame.params?.data.topic === topic),
    )
  }

  async waitFor(match: (frame: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.frames.find(match)
      if (found) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('timed out waiting for a frame')
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve()
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.terminate()
    })
  }
}

export const topic = (n: number) => n.toString(16).padStart(64, '0')
