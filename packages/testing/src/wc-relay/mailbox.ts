import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'

export interface StoredMessage {
  topic: string
  message: string
  publishedAt: number
  /** Epoch ms after which the message is dropped. */
  expiresAt: number
  tag: number
  attestation?: string
  /** Client id of the publisher: a client is never sent its own messages. */
  from: string
  /** Client ids that acknowledged delivery; they are not sent it again. */
  ackedBy: string[]
}

export interface MailboxSnapshot {
  version: 1
  messages: StoredMessage[]
}

/**
 * Messages per topic, each kept until its TTL runs out. A message is delivered to every subscriber when published
 * and again to any client that subscribes later and has not acknowledged it, so a client that was offline — or a
 * relay that restarted between publish and acknowledgement — loses nothing. The mailbox outlives a relay: pass the
 * same instance (or the same file) to the next `startRelay` to keep the messages across a restart.
 */
export class Mailbox {
  private readonly byTopic = new Map<string, StoredMessage[]>()
  private saveTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly file?: string,
    private readonly now: () => number = Date.now,
  ) {
    if (file && existsSync(file)) this.restore(file)
  }

  add(message: Omit<StoredMessage, 'ackedBy'>): StoredMessage {
    const stored: StoredMessage = { ...message, ackedBy: [] }
    const list = this.byTopic.get(message.topic) ?? []
    // The same ciphertext published twice (a client retrying after a lost ack) is one message.
    const existing = list.find((item) => item.message === message.message)
    if (existing) {
      existing.expiresAt = Math.max(existing.expiresAt, message.expiresAt)
      return existing
    }
    list.push(stored)
    this.byTopic.set(message.topic, list)
    this.changed()
    return stored
  }

  /** Unexpired messages on `topic` that `clientId` neither published nor acknowledged, oldest first. */
  pendingFor(topic: string, clientId: string): StoredMessage[] {
    this.prune(topic)
    return (this.byTopic.get(topic) ?? []).filter((item) => item.from !== clientId && !item.ackedBy.includes(clientId))
  }

  ack(message: StoredMessage, clientId: string): void {
    if (message.ackedBy.includes(clientId)) return
    message.ackedBy.push(clientId)
    this.changed()
  }

  /** Number of unexpired messages (all topics). */
  get size(): number {
    let count = 0
    for (const topic of [...this.byTopic.keys()]) {
      this.prune(topic)
      count += this.byTopic.get(topic)?.length ?? 0
    }
    return count
  }

  snapshot(): MailboxSnapshot {
    for (const topic of [...this.byTopic.keys()]) this.prune(topic)
    return { version: 1, messages: [...this.byTopic.values()].flat().map((item) => ({ ...item })) }
  }

  /** Writes a pending save now (file-backed mailboxes only). */
  flush(): void {
    clearTimeout(this.saveTimer)
    this.saveTimer = undefined
    if (!this.file) return
    const temp = `${this.file}.tmp`
    writeFileSync(temp, JSON.stringify(this.snapshot()))
    renameSync(temp, this.file)
  }

  private prune(topic: string): void {
    const list = this.byTopic.get(topic)
    if (!list) return
    const now = this.now()
    const live = list.filter((item) => item.expiresAt > now)
    if (live.length === 0) this.byTopic.delete(topic)
    else if (live.length !== list.length) this.byTopic.set(topic, live)
  }

  private changed(): void {
    if (!this.file || this.saveTimer) return
    // Coalesce bursts of publishes and acks into one write.
    this.saveTimer = setTimeout(() => this.flush(), 50)
    this.saveTimer.unref()
  }

  private restore(file: string): void {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<MailboxSnapshot>
      if (parsed.version !== 1 || !Array.isArray(parsed.messages)) return
      for (const item of parsed.messages) {
        if (typeof item?.topic !== 'string' || typeof item.message !== 'string') continue
        const list = this.byTopic.get(item.topic) ?? []
        list.push({ ...item, ackedBy: Array.isArray(item.ackedBy) ? item.ackedBy : [] })
        this.byTopic.set(item.topic, list)
      }
    } catch {
      // A corrupt mailbox file starts the relay empty rather than not at all.
    }
  }
}
